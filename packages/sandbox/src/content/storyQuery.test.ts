import type { Story } from '@showroom/contracts';
import { SITES } from '@showroom/sites';
import { storyTags } from '../data/stories';
import { StoryCatalog } from './storyCatalog';
import { articleNeighbours, decodeCursor, pageStories, StoryQueryError } from './storyQuery';

const catalog = new StoryCatalog({ seed: 3, now: new Date('2025-06-15T12:00:00.000Z') });
const site = SITES['dealergroup-se'];
const stories = catalog.list(site, 'en');
// The reference order, worked out independently: by timestamp, newest first (dates are distinct).
const reference = [...stories].sort((a, b) => Date.parse(b.date.value) - Date.parse(a.date.value));
const shuffled = [...stories].reverse();

/** Walks every page with the cursor and returns the stories in the order served. */
function walk(limit: number, tags: string[] = []): { served: Story[]; pages: number } {
  const served: Story[] = [];
  let cursor: string | null = null;
  let pages = 0;
  for (;;) {
    const page = pageStories(shuffled, { limit, cursor, tags });
    pages++;
    served.push(...page.stories);
    if (!page.pageInfo.hasNext) return { served, pages };
    cursor = page.pageInfo.endCursor;
    expect(cursor).not.toBeNull();
  }
}

describe('pageStories', () => {
  it.each([1, 3, 4, 7, 40, 100])('serves every story once, newest first, in pages of %i', (limit) => {
    const { served, pages } = walk(limit);
    expect(served.map((s) => s.id)).toEqual(reference.map((s) => s.id));
    expect(pages).toBe(Math.max(1, Math.ceil(reference.length / limit)));
  });

  it('counts every match in total and sets hasNext only when more remain', () => {
    const first = pageStories(shuffled, { limit: 4 });
    expect(first.total).toBe(reference.length);
    expect(first.stories.map((s) => s.id)).toEqual(reference.slice(0, 4).map((s) => s.id));
    expect(first.pageInfo.hasNext).toBe(true);
    const all = pageStories(shuffled, { limit: reference.length });
    expect(all.pageInfo.hasNext).toBe(false);
    const none = pageStories(shuffled, { limit: 0 });
    expect([none.total, none.stories.length, none.pageInfo.endCursor]).toEqual([reference.length, 0, null]);
  });

  it('filters with an OR of tags, brute-forced over the stories', () => {
    const [a, b] = storyTags('en');
    if (!a || !b) throw new Error('tags missing');
    for (const tags of [[a.id], [b.id], [a.id, b.id]]) {
      const expected = reference.filter((s) => s.tags.split('|').some((id) => tags.includes(id)));
      expect(expected.length).toBeGreaterThan(0);
      expect(walk(3, tags).served.map((s) => s.id)).toEqual(expected.map((s) => s.id));
      expect(pageStories(shuffled, { limit: 1, tags }).total).toBe(expected.length);
    }
    expect(pageStories(shuffled, { limit: 5, tags: ['NO-SUCH-TAG'] })).toEqual({ total: 0, pageInfo: { hasNext: false, endCursor: null }, stories: [] });
  });

  it('rejects a bad cursor and a limit out of range', () => {
    expect(() => pageStories(shuffled, { limit: 4, cursor: 'not-a-cursor' })).toThrow(StoryQueryError);
    expect(() => decodeCursor(Buffer.from('{"d":"x","id":"1"}').toString('base64url'))).toThrow('Invalid cursor');
    expect(() => pageStories(shuffled, { limit: -1 })).toThrow('limit must be an integer from 0 to 100');
    expect(() => pageStories(shuffled, { limit: 101 })).toThrow(StoryQueryError);
  });
});

describe('articleNeighbours', () => {
  it('links next to the next older story and previous to the next newer one', () => {
    reference.forEach((story, i) => {
      expect(articleNeighbours(shuffled, story)).toEqual({ nextArticle: reference[i + 1]?.url.path ?? null, prevArticle: reference[i - 1]?.url.path ?? null });
    });
  });
});
