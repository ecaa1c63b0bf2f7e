import * as z from '@showroom/contracts/z';

/** A date field as the edge graph serves it: the ISO value and the value formatted for the language. */
export const storyDateSchema = z.object({
  value: z.iso.datetime(),
  /** DD/MM/YYYY for English, otherwise YYYY-MM-DD (spec 1 §9). */
  formattedValue: z.string().check(z.regex(/^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/)),
});
export type StoryDate = z.infer<typeof storyDateSchema>;

/** A story page (spec 1 §3 "Story"); `premble` is the platform's own spelling of the intro field. */
export const storySchema = z.object({
  id: z.string().check(z.minLength(1)),
  date: storyDateSchema,
  image: z.object({ src: z.string(), alt: z.string() }),
  title: z.string().check(z.minLength(1)),
  premble: z.string(),
  /** Rich text (HTML). */
  body: z.string(),
  /** Tag ids joined by '|'. */
  tags: z.string(),
  url: z.object({ path: z.string().check(z.startsWith('/')) }),
  displayName: z.string(),
  author: z.nullish(z.string()),
});
export type Story = z.infer<typeof storySchema>;

/** Settings of a stories index page; layout 'Variant 2' is the list style. */
export const storiesIndexSchema = z.object({
  /** The index item's id, the same in every language as the platform's item ids are; absent when not selected. */
  id: z.optional(z.string().check(z.minLength(1))),
  showDates: z.boolean(),
  layout: z.enum(['Variant 1', 'Variant 2']),
  highlightLatestStory: z.boolean(),
  url: z.object({ path: z.string().check(z.startsWith('/')) }),
});
export type StoriesIndex = z.infer<typeof storiesIndexSchema>;

export const storyPageInfoSchema = z.object({ hasNext: z.boolean(), endCursor: z.nullable(z.string()) });

/** One date-descending page of stories. */
export const storyPageSchema = z.object({
  total: z.number().check(z.int()).check(z.nonnegative()),
  pageInfo: storyPageInfoSchema,
  stories: z.array(storySchema),
});
export type StoryPage = z.infer<typeof storyPageSchema>;

/** The stories query: the index settings and a page of stories. */
export const storiesAnswerSchema = z.object({ index: storiesIndexSchema, page: storyPageSchema });
export type StoriesAnswer = z.infer<typeof storiesAnswerSchema>;

/** A story tag: `key` is the item name (same in every language), `value` the translated label. */
export const storyTagSchema = z.object({ key: z.string(), value: z.string(), id: z.string() });
export type StoryTag = z.infer<typeof storyTagSchema>;

/** Publish info of a story page: its date, author and path. */
export const publishInfoSchema = z.object({ date: storyDateSchema, author: z.nullish(z.string()), path: z.string() });
export type PublishInfo = z.infer<typeof publishInfoSchema>;

/** Neighbours of a story: next is the next older story, previous the next newer one. */
export const articleNeighboursSchema = z.object({ nextArticle: z.nullable(z.string()), prevArticle: z.nullable(z.string()) });
export type ArticleNeighbours = z.infer<typeof articleNeighboursSchema>;

/** The tag ids of a story's pipe-separated tags field. */
export function storyTagIds(tags: string): string[] {
  return tags.split('|').filter(Boolean);
}

/** Where a story's back button goes: its path minus the last two segments (spec 1 §9). */
export function storyBackPath(storyPath: string): string {
  const segments = storyPath.split('/').filter(Boolean);
  return `/${segments.slice(0, Math.max(0, segments.length - 2)).join('/')}`;
}
