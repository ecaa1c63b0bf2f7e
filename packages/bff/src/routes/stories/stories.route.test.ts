import { bffWith, clientFor, DEAD } from '../testUpstream';
import { fakeContentGraph as fakeGraph } from '../../upstreams/fakeContentGraph';
import { sampleStory } from './sampleStory';
import { registerStoriesRoutes } from './stories.route';
import { createStoriesGraph } from './storiesGraph';

const silent = { error: () => undefined };
const ANSWER = {
  index: { id: 'stories-index-dealergroup-se', showDates: true, layout: 'Variant 1', highlightLatestStory: true, url: { path: '/nyheter' } },
  page: { total: 5, pageInfo: { hasNext: true, endCursor: 'eyJkIjoiMjAyNSJ9' }, stories: [sampleStory(1), sampleStory(2), sampleStory(3), sampleStory(4)] },
};
const TAGS = [{ key: 'electric', value: 'Elbil', id: 'A1' }, { key: 'service', value: 'Service', id: 'B2' }];

const deadApp = () => bffWith((app, client) => registerStoriesRoutes(app, createStoriesGraph(client, silent)), clientFor('content', DEAD));

async function withFake(body: unknown, run: (app: Awaited<ReturnType<typeof deadApp>>, seen: Awaited<ReturnType<typeof fakeGraph>>['seen']) => Promise<void>) {
  const fake = await fakeGraph(() => ({ body: JSON.stringify(body) }));
  try {
    await run(await bffWith((app, client) => registerStoriesRoutes(app, createStoriesGraph(client, silent)), clientFor('content', fake.upstream)), fake.seen);
  } finally {
    await fake.close();
  }
}

describe('GET /api/stories', () => {
  it.each([
    ['no site', '/api/stories?language=sv', /site/],
    ['an unknown site', '/api/stories?site=nowhere&language=sv', /site/],
    ['no language', '/api/stories?site=carstore-se', /language/],
    ['a language the site lacks', '/api/stories?site=carstore-se&language=fi', /language: carstore-se has no language fi/],
    ['limit 0', '/api/stories?site=carstore-se&language=sv&limit=0', /limit/],
    ['limit 25 (max 24)', '/api/stories?site=carstore-se&language=sv&limit=25', /limit/],
    ['limit 2.5', '/api/stories?site=carstore-se&language=sv&limit=2.5', /limit/],
    ['limit of letters', '/api/stories?site=carstore-se&language=sv&limit=four', /limit/],
    ['limit given twice', '/api/stories?site=carstore-se&language=sv&limit=4&limit=8', /limit/],
    ['a site given twice', '/api/stories?site=carstore-se&site=carstore-no&language=sv', /site/],
    ['a hostile cursor', '/api/stories?site=carstore-se&language=sv&cursor=%3Cscript%3E', /cursor/],
    ['a datasource that is no path', '/api/stories?site=carstore-se&language=sv&datasource=http%3A%2F%2Fevil', /datasource/],
    ['a tag id with markup', '/api/stories?site=carstore-se&language=sv&tags=A1,%3Cb%3E', /tags/],
    ['21 tags (max 20)', `/api/stories?site=carstore-se&language=sv&tags=${Array.from({ length: 21 }, (_, n) => `T${n}`).join(',')}`, /tags/],
  ])('answers 400 for %s, naming the parameter', async (_what, url, message) => {
    const response = await (await deadApp()).inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });

  it('answers 502 with the usual JSON when the graph is down', async () => {
    const response = await (await deadApp()).inject({ url: '/api/stories?site=carstore-se&language=sv' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'content is not available right now' });
  });

  it('answers 400 for a cursor the graph never gave out (it refuses it by name), 502 for other graph errors', async () => {
    // What the sandbox's graph answers for cursor=x (packages/sandbox storyQuery.ts decodeCursor).
    await withFake({ data: null, errors: [{ message: 'Invalid cursor: x' }] }, async (app) => {
      const response = await app.inject({ url: '/api/stories?site=carstore-se&language=sv&cursor=x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/cursor/);
      // Without a cursor in the request the same error is the graph's problem.
      expect((await app.inject({ url: '/api/stories?site=carstore-se&language=sv' })).statusCode).toBe(502);
    });
    await withFake({ data: null, errors: [{ message: 'internal error' }] }, async (app) => {
      expect((await app.inject({ url: '/api/stories?site=carstore-se&language=sv&cursor=x' })).statusCode).toBe(502);
    });
  });

  it('answers 502 when the graph answers outside the contract', async () => {
    await withFake({ data: { stories: { index: ANSWER.index, page: { stories: 'none' } } } }, async (app) => {
      expect((await app.inject({ url: '/api/stories?site=carstore-se&language=sv' })).statusCode).toBe(502);
    });
  });

  it('passes the answer through with limit 4 by default and no tags', async () => {
    await withFake({ data: { stories: ANSWER } }, async (app, seen) => {
      const response = await app.inject({ url: '/api/stories?site=dealergroup-se&language=en&datasource=/en/nyheter' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(ANSWER);
      expect(seen[0]?.variables).toEqual({ site: 'dealergroup-se', language: 'en', datasource: '/en/nyheter', limit: 4 });
    });
  });

  it('takes tags repeated, comma-separated or both, once each, with the cursor and limit', async () => {
    await withFake({ data: { stories: ANSWER } }, async (app, seen) => {
      await app.inject({ url: '/api/stories?site=carstore-se&language=sv&tags=A1,B2&tags=C3&tags=A1&limit=24&cursor=eyJkIjoiMjAyNSJ9' });
      expect(seen[0]?.variables).toEqual({ site: 'carstore-se', language: 'sv', limit: 24, cursor: 'eyJkIjoiMjAyNSJ9', tags: ['A1', 'B2', 'C3'] });
    });
  });
});

describe('GET /api/stories/tags', () => {
  it.each(['/api/stories/tags', '/api/stories/tags?language=de', '/api/stories/tags?language=sv&language=en'])('answers 400 for %s', async (url) => {
    const response = await (await deadApp()).inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/language/);
  });

  it('answers the tags of a language, and 502 when the graph is down', async () => {
    await withFake({ data: { tags: TAGS } }, async (app, seen) => {
      expect((await app.inject({ url: '/api/stories/tags?language=sv' })).json()).toEqual(TAGS);
      expect(seen[0]?.variables).toEqual({ language: 'sv' });
    });
    expect((await (await deadApp()).inject({ url: '/api/stories/tags?language=sv' })).statusCode).toBe(502);
  });
});
