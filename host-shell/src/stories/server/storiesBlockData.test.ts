import type { ContentBlock } from '@showroom/contracts';
import { getSite } from '@showroom/sites';
import { sampleAnswer, sampleStory, SAMPLE_INDEX, SAMPLE_TAGS } from '../testing/sampleStories';
import type { StoriesGraphPort } from '../../blocks/hostBlock';
import { loadBlocks } from '../../server/slots/loadBlocks';

const site = getSite('dealergroup-se');
const LIST: ContentBlock = { uid: 'list', componentName: 'StoriesList', fields: { ...SAMPLE_INDEX, Datasource: '/nyheter', PageSize: 4 } };
const TEASER: ContentBlock = { uid: 'teaser', componentName: 'StoriesTeaser', fields: { Title: 'Nyheter', Datasource: '/nyheter', Count: 3, Link: { href: '/nyheter', text: 'Visa fler' } } };
const story = sampleStory(5);
const DETAIL: ContentBlock = { uid: 'detail', componentName: 'StoryDetail', fields: { ...story, nextArticle: '/nyheter/2025/nyhet-6', prevArticle: '/nyheter/2025/nyhet-4', backPath: '/nyheter' } };
const HERO: ContentBlock = { uid: 'hero', componentName: 'Blurb', fields: { Title: 'x' } };

function fakeGraph(overrides: Partial<StoriesGraphPort> = {}) {
  return {
    stories: jest.fn<ReturnType<StoriesGraphPort['stories']>, Parameters<StoriesGraphPort['stories']>>(async (q) => sampleAnswer(Math.min(q.limit, 9), 9)),
    tags: jest.fn<ReturnType<StoriesGraphPort['tags']>, Parameters<StoriesGraphPort['tags']>>(async () => SAMPLE_TAGS),
    publishInfo: jest.fn<ReturnType<StoriesGraphPort['publishInfo']>, Parameters<StoriesGraphPort['publishInfo']>>(async () => ({ date: story.date, author: 'Per Ek', path: story.url.path })),
    articleNeighbours: jest.fn<ReturnType<StoriesGraphPort['articleNeighbours']>, Parameters<StoriesGraphPort['articleNeighbours']>>(async () => ({ nextArticle: '/nyheter/2025/nyhet-6', prevArticle: '/nyheter/2025/nyhet-4' })),
    ...overrides,
  };
}
const log = () => ({ warn: jest.fn(), error: jest.fn() });
// Through the page's one block pass, so the once-per-page tags query is what a page gets; no remote blocks here.
const noRemotes = { ctx: { site, siteCode: site.code, language: 'sv' as const, path: '/', params: [], query: {}, api: { search: jest.fn() }, apiBase: '' }, deps: { registry: { remotes: {} }, bundles: { load: jest.fn() }, timeoutMs: 1000, log: { error: jest.fn() } } };
const load = async (graph: StoriesGraphPort, blocks: ContentBlock[], query: Record<string, string | string[] | undefined> = {}, logger = log()) =>
  (await loadBlocks(blocks, { site, language: 'sv', query, log: logger, stories: graph }, noRemotes)).data;
const failing = async (): Promise<never> => {
  throw new Error('content: answered 503');
};

describe('stories block data: StoriesList', () => {
  it('loads the first page of 4 with no tags, and the tags', async () => {
    const graph = fakeGraph();
    const data = await load(graph, [LIST, HERO]);
    expect(graph.stories).toHaveBeenCalledWith({ site: 'dealergroup-se', language: 'sv', datasource: '/nyheter', itemId: 'stories-index-dealergroup-se', limit: 4, tags: [] });
    expect(graph.tags).toHaveBeenCalledWith('sv');
    expect(data).toEqual({ list: { kind: 'storiesList', answer: sampleAnswer(4, 9), tags: SAMPLE_TAGS, selectedTags: [] } });
  });

  it('honours tags and page from the URL: page=3 loads 3 × 4 = 12 in one query', async () => {
    const graph = fakeGraph();
    const data = await load(graph, [LIST], { tags: 'A1,B2', page: '3' });
    expect(graph.stories).toHaveBeenCalledWith(expect.objectContaining({ limit: 12, tags: ['A1', 'B2'] }));
    expect(data.list).toMatchObject({ selectedTags: ['A1', 'B2'] });
  });

  it('gives answer null and logs when the list query fails', async () => {
    const logger = log();
    const data = await load(fakeGraph({ stories: failing }), [LIST], {}, logger);
    expect(data.list).toEqual({ kind: 'storiesList', answer: null, tags: SAMPLE_TAGS, selectedTags: [] });
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ uid: 'list' }), 'Stories list unavailable');
  });

  it('keeps the list with no tags when the tags query fails', async () => {
    const logger = log();
    const data = await load(fakeGraph({ tags: failing }), [LIST], {}, logger);
    expect(data.list).toMatchObject({ tags: [], answer: sampleAnswer(4, 9) });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('asks for the tags once for two lists', async () => {
    const graph = fakeGraph();
    await load(graph, [LIST, { ...LIST, uid: 'list2' }]);
    expect(graph.tags).toHaveBeenCalledTimes(1);
    expect(graph.stories).toHaveBeenCalledTimes(2);
  });

  it('skips and logs a list whose fields do not parse', async () => {
    const logger = log();
    const graph = fakeGraph();
    const data = await load(graph, [{ ...LIST, fields: { Datasource: 'nyheter' } }], {}, logger);
    expect(data).toEqual({});
    expect(graph.stories).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ uid: 'list' }), 'Stories block fields do not parse; the block is skipped');
  });
});

describe('stories block data: StoriesTeaser', () => {
  it('loads the 3 latest', async () => {
    const graph = fakeGraph();
    const data = await load(graph, [TEASER]);
    expect(graph.stories).toHaveBeenCalledWith({ site: 'dealergroup-se', language: 'sv', datasource: '/nyheter', limit: 3 });
    expect(data.teaser).toEqual({ kind: 'storiesTeaser', stories: [sampleStory(1), sampleStory(2), sampleStory(3)] });
  });
  it('gives stories null when the query fails', async () => {
    expect((await load(fakeGraph({ stories: failing }), [TEASER])).teaser).toEqual({ kind: 'storiesTeaser', stories: null });
  });
});

describe('stories block data: StoryDetail', () => {
  it('loads publish info and neighbours of the story path', async () => {
    const graph = fakeGraph();
    const data = await load(graph, [DETAIL]);
    expect(graph.publishInfo).toHaveBeenCalledWith({ site: 'dealergroup-se', language: 'sv', datasource: '/nyheter/2025/nyhet-5' });
    expect(graph.articleNeighbours).toHaveBeenCalledWith({ site: 'dealergroup-se', language: 'sv', path: '/nyheter/2025/nyhet-5' });
    expect(data.detail).toEqual({
      kind: 'storyDetail',
      publish: { date: story.date, author: 'Per Ek', path: '/nyheter/2025/nyhet-5' },
      neighbours: { nextArticle: '/nyheter/2025/nyhet-6', prevArticle: '/nyheter/2025/nyhet-4' },
    });
  });
  it('logs a neighbour failure and still gives the story, with neighbours null', async () => {
    const logger = log();
    const data = await load(fakeGraph({ articleNeighbours: failing }), [DETAIL], {}, logger);
    expect(data.detail).toEqual({ kind: 'storyDetail', publish: expect.objectContaining({ author: 'Per Ek' }), neighbours: null });
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ path: '/nyheter/2025/nyhet-5' }), 'Article neighbours unavailable; the story shows without previous and next');
  });
  it('gives publish null when publish info fails', async () => {
    expect((await load(fakeGraph({ publishInfo: failing }), [DETAIL])).detail).toMatchObject({ publish: null });
  });
});
