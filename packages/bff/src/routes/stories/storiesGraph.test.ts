import { UpstreamError } from '../../upstreams/http';
import { clientFor } from '../testUpstream';
import { fakeContentGraph as fakeGraph } from '../../upstreams/fakeContentGraph';
import { sampleStory } from './sampleStory';
import { createStoriesGraph } from './storiesGraph';

const INDEX = { id: 'stories-index-dealergroup-se', showDates: true, layout: 'Variant 1', highlightLatestStory: true, url: { path: '/nyheter' } };
const ANSWER = { index: INDEX, page: { total: 9, pageInfo: { hasNext: true, endCursor: 'eyJkIjoiMjAyNSJ9' }, stories: [sampleStory(1), sampleStory(2)] } };
const silent = { error: jest.fn() };

async function withGraph(body: unknown, run: (graph: ReturnType<typeof createStoriesGraph>, seen: Awaited<ReturnType<typeof fakeGraph>>['seen']) => Promise<void>, status = 200) {
  const fake = await fakeGraph(() => ({ status, body: typeof body === 'string' ? body : JSON.stringify(body) }));
  try {
    await run(createStoriesGraph(clientFor('content', fake.upstream), silent), fake.seen);
  } finally {
    await fake.close();
  }
}

beforeEach(() => silent.error.mockClear());

describe('createStoriesGraph', () => {
  it('asks for a page of stories with every input and parses the answer', async () => {
    await withGraph({ data: { stories: ANSWER } }, async (graph, seen) => {
      const answer = await graph.stories({ site: 'dealergroup-se', language: 'sv', datasource: '/nyheter', itemId: 'x', limit: 4, cursor: 'abc', tags: ['A1', 'B2'] });
      expect(answer.page.stories.map((s) => s.title)).toEqual(['Nyhet 1', 'Nyhet 2']);
      expect(seen[0]?.apiKey).toBe('test-key');
      expect(seen[0]?.variables).toEqual({ site: 'dealergroup-se', language: 'sv', datasource: '/nyheter', itemId: 'x', limit: 4, cursor: 'abc', tags: ['A1', 'B2'] });
      expect(seen[0]?.query).toMatch(/stories\(site: \$site/);
    });
  });

  it('leaves out a tag filter with no tags, so every story matches', async () => {
    await withGraph({ data: { stories: ANSWER } }, async (graph, seen) => {
      await graph.stories({ site: 'dealergroup-se', language: 'sv', limit: 3, tags: [] });
      expect(seen[0]?.variables).toEqual({ site: 'dealergroup-se', language: 'sv', limit: 3 });
    });
  });

  it('reads tags, publish info and a missing publish info', async () => {
    const tags = [{ key: 'electric', value: 'Elbil', id: 'A1' }];
    await withGraph({ data: { tags } }, async (graph, seen) => {
      expect(await graph.tags('sv')).toEqual(tags);
      expect(seen[0]?.variables).toEqual({ language: 'sv' });
    });
    const info = { date: { value: '2025-03-27T09:30:00.000Z', formattedValue: '27/03/2025' }, author: 'Anna Berg', path: '/en/nyheter/2025/a' };
    await withGraph({ data: { publishInfo: info } }, async (graph, seen) => {
      expect(await graph.publishInfo({ site: 'dealergroup-se', language: 'en', datasource: '/en/nyheter/2025/a' })).toEqual(info);
      expect(seen[0]?.variables).toEqual({ site: 'dealergroup-se', language: 'en', datasource: '/en/nyheter/2025/a' });
    });
    await withGraph({ data: { publishInfo: null } }, async (graph) => {
      expect(await graph.publishInfo({ site: 'dealergroup-se', language: 'sv', datasource: '/nyheter/2025/b' })).toBeNull();
    });
  });

  it('reads article neighbours without logging', async () => {
    await withGraph({ data: { articleNeighbours: { nextArticle: '/nyheter/2025/older', prevArticle: null } } }, async (graph) => {
      expect(await graph.articleNeighbours({ site: 'dealergroup-se', language: 'sv', path: '/nyheter/2025/a' })).toEqual({ nextArticle: '/nyheter/2025/older', prevArticle: null });
    });
    expect(silent.error).not.toHaveBeenCalled();
  });

  it('logs an article neighbour failure and rethrows it (spec 1 §8)', async () => {
    await withGraph({ errors: [{ message: 'Unknown story: /nyheter/2025/a' }] }, async (graph) => {
      const failure = graph.articleNeighbours({ site: 'dealergroup-se', language: 'sv', path: '/nyheter/2025/a' });
      await expect(failure).rejects.toThrow('Unknown story: /nyheter/2025/a');
    });
    expect(silent.error).toHaveBeenCalledTimes(1);
    expect(silent.error).toHaveBeenCalledWith(expect.objectContaining({ path: '/nyheter/2025/a', err: expect.any(UpstreamError) }), 'Error fetching article neighbours');
  });
});
