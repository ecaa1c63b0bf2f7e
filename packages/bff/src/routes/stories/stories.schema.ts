import { storiesRoutes } from '@showroom/contracts/bff-routes';
import { findLocale, SITES } from '@showroom/sites';
import * as z from 'zod/mini';

/** GET /api/stories query: the described one, plus that the site has the language (the site list lives in @showroom/sites). */
export const storiesQuerySchema = storiesRoutes.list.query.check(z.superRefine((query, context) => {
  const site = SITES[query.site];
  if (site && !findLocale(site, query.language)) {
    context.addIssue({ code: 'custom', path: ['language'], message: `${query.site} has no language ${query.language}` });
  }
}));
export type StoriesQueryParams = z.infer<typeof storiesQuerySchema>;

/** GET /api/stories/tags query. */
export const storyTagsQuerySchema = storiesRoutes.tags.query;
