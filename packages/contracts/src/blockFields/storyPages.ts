import * as z from '@showroom/contracts/z';
import { storiesIndexSchema, storySchema } from '../story';

/** The stories index page's list: the index settings, the index path as Datasource and the page size (4, spec 1 §9). */
export const storiesListFieldsSchema = z.extend(storiesIndexSchema, {
  Datasource: z.string().check(z.startsWith('/')),
  PageSize: z._default(z.number().check(z.int()).check(z.positive()).check(z.lte(24)), 4),
});
export type StoriesListFields = z.infer<typeof storiesListFieldsSchema>;

/** A story page's body: the story itself, its neighbours' paths as the platform resolved them and the index path. */
export const storyDetailFieldsSchema = z.extend(storySchema, {
  nextArticle: z.nullish(z.string()),
  prevArticle: z.nullish(z.string()),
  backPath: z.nullish(z.string().check(z.startsWith('/'))),
});
export type StoryDetailFields = z.infer<typeof storyDetailFieldsSchema>;
