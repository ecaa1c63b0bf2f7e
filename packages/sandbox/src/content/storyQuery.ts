import type { ArticleNeighbours, Story, StoryPage } from '@showroom/contracts';
import * as z from 'zod/mini';

/** Thrown for a bad stories query argument; the graph reports its message. */
export class StoryQueryError extends Error {}

const cursorSchema = z.object({ d: z.iso.datetime(), id: z.string().check(z.minLength(1)) });
type Cursor = z.infer<typeof cursorSchema>;

/** What the story order looks at. */
type Ordered = { id: string; date: { value: string } };

/** Newest first; the id breaks a tie so the order is total and a cursor is unambiguous. */
export function newestFirst(a: Ordered, b: Ordered): number {
  if (a.date.value !== b.date.value) return a.date.value < b.date.value ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The opaque cursor after a story: its date and id, base64url-encoded. */
export function encodeCursor(story: Story): string {
  return Buffer.from(JSON.stringify({ d: story.date.value, id: story.id })).toString('base64url');
}

/** Decodes a cursor; throws StoryQueryError for anything that is not one. */
export function decodeCursor(cursor: string): Cursor {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new StoryQueryError(`Invalid cursor: ${cursor}`);
  }
  const parsed = cursorSchema.safeParse(json);
  if (!parsed.success) throw new StoryQueryError(`Invalid cursor: ${cursor}`);
  return parsed.data;
}

/** True when the story's tags field contains any of the tag ids (an OR of "contains"); no ids match all. */
export function matchesAnyTag(story: Story, tagIds: readonly string[]): boolean {
  return tagIds.length === 0 || tagIds.some((id) => story.tags.includes(id));
}

export interface StoryPageQuery {
  limit: number;
  cursor?: string | null;
  tags?: readonly string[] | null;
}

/** One newest-first page of stories after the cursor, filtered by tags; `total` counts every match. */
export function pageStories(stories: readonly Story[], query: StoryPageQuery): StoryPage {
  if (!Number.isInteger(query.limit) || query.limit < 0 || query.limit > 100) throw new StoryQueryError('limit must be an integer from 0 to 100');
  const matching = stories.filter((story) => matchesAnyTag(story, query.tags ?? [])).sort(newestFirst);
  let start = 0;
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    const pivot: Ordered = { id: after.id, date: { value: after.d } };
    // The first story that sorts after the cursor's position, whether or not that story still matches.
    start = matching.findIndex((story) => newestFirst(pivot, story) < 0);
    if (start < 0) start = matching.length;
  }
  const page = matching.slice(start, start + query.limit);
  const last = page[page.length - 1];
  return {
    total: matching.length,
    pageInfo: { hasNext: start + page.length < matching.length, endCursor: last ? encodeCursor(last) : null },
    stories: page,
  };
}

/** Next article: the first older story; previous article: the first newer one. */
export function articleNeighbours(stories: readonly Story[], story: Story): ArticleNeighbours {
  const older = stories.filter((other) => newestFirst(story, other) < 0).sort(newestFirst);
  const newer = stories.filter((other) => newestFirst(story, other) > 0).sort((a, b) => newestFirst(b, a));
  return { nextArticle: older[0]?.url.path ?? null, prevArticle: newer[0]?.url.path ?? null };
}
