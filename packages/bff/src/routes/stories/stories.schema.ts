import { languageSchema, siteCodeSchema } from '@showroom/contracts';
import { findLocale, SITES } from '@showroom/sites';
import { z } from 'zod';

/** Page sizes the browser may ask for: the list's 4 (spec 1 §9) up to a few pages at once. */
export const STORIES_LIMIT_MAX = 24;
export const STORIES_LIMIT_DEFAULT = 4;
/** More tags than the platform has is a hostile or broken request. */
const TAGS_MAX = 20;

// Item ids are 32 hex digits on the platform; the sandbox uses the same, so a looser id pattern still rejects markup and paths.
const tagIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'a tag id is letters, digits and dashes');

/** `tags=a&tags=b`, `tags=a,b` or both, into one list of distinct ids. */
const tagsParamSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => [...new Set((Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))])
  .pipe(z.array(tagIdSchema).max(TAGS_MAX, `at most ${TAGS_MAX} tags`));

/** GET /api/stories query: every parameter checked before the graph is asked. */
export const storiesQuerySchema = z
  .object({
    site: siteCodeSchema,
    language: languageSchema,
    datasource: z
      .string()
      .max(300)
      .regex(/^\/[\p{L}\p{N}/_.-]*$/u, 'datasource is a content path starting with /')
      .optional(),
    limit: z.coerce.number().int('limit is a whole number').min(1).max(STORIES_LIMIT_MAX).default(STORIES_LIMIT_DEFAULT),
    // The graph's cursors are opaque base64url tokens.
    cursor: z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, 'cursor is not one this API gave out').optional(),
    tags: tagsParamSchema,
  })
  .superRefine((query, context) => {
    const site = SITES[query.site];
    if (site && !findLocale(site, query.language)) {
      context.addIssue({ code: 'custom', path: ['language'], message: `${query.site} has no language ${query.language}` });
    }
  });
export type StoriesQueryParams = z.infer<typeof storiesQuerySchema>;

/** GET /api/stories/tags query. */
export const storyTagsQuerySchema = z.object({ language: languageSchema });
