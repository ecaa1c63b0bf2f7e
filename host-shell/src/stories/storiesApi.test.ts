import { fakeBff } from '@showroom/test-kit';
import { fetchStoriesPage, fetchStoryTags } from './storiesApi';
import { sampleAnswer } from './testing/sampleStories';

afterEach(() => jest.restoreAllMocks());

describe('fetchStoriesPage', () => {
  const request = { site: 'carstore-se', language: 'sv', limit: 4, tags: [] } as const;

  it('answers the parsed page, leaving out what is not given', async () => {
    const bff = fakeBff(() => ({ status: 200, body: sampleAnswer(4, 9) }));
    const answer = await fetchStoriesPage(request);
    expect(answer.page.stories).toHaveLength(4);
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: '/api/stories?site=carstore-se&language=sv&limit=4' }));
  });

  it('carries every input, tags comma-separated', async () => {
    const bff = fakeBff(() => ({ status: 200, body: sampleAnswer(4, 9) }));
    await fetchStoriesPage({ site: 'dealergroup-se', language: 'en', datasource: '/en/nyheter', limit: 4, cursor: 'abc', tags: ['A1', 'B2'] });
    expect(bff.mock.calls[0]?.[0].url).toBe('/api/stories?site=dealergroup-se&language=en&datasource=%2Fen%2Fnyheter&limit=4&cursor=abc&tags=A1%2CB2');
  });

  it('throws for a failed answer and for one outside the contract', async () => {
    fakeBff(() => ({ status: 502, body: { error: 'content is not available right now' } }));
    await expect(fetchStoriesPage(request)).rejects.toThrow('answered 502');
    fakeBff(() => ({ status: 200, body: { index: {}, page: { stories: 'none' } } }));
    await expect(fetchStoriesPage(request)).rejects.toThrow();
  });
});

describe('fetchStoryTags', () => {
  it('asks for the language and parses the tags', async () => {
    const bff = fakeBff(() => ({ status: 200, body: [{ key: 'news', value: 'Nyheter', id: 'A1' }] }));
    expect(await fetchStoryTags('sv')).toEqual([{ key: 'news', value: 'Nyheter', id: 'A1' }]);
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/stories/tags?language=sv' }));
  });
});
