import { fetchStoriesPage, fetchStoryTags, storiesApiPath } from './storiesApi';
import { sampleAnswer } from './testing/sampleStories';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
const answering = (status: number, body: unknown) => fetchMock.mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body });

describe('storiesApiPath', () => {
  it('carries every input, tags comma-separated', () => {
    expect(storiesApiPath({ site: 'dealergroup-se', language: 'en', datasource: '/en/nyheter', limit: 4, cursor: 'abc', tags: ['A1', 'B2'] })).toBe(
      '/api/stories?site=dealergroup-se&language=en&datasource=%2Fen%2Fnyheter&limit=4&cursor=abc&tags=A1%2CB2',
    );
  });
  it('leaves out what is not given', () => {
    expect(storiesApiPath({ site: 'carstore-se', language: 'sv', limit: 4, cursor: null, tags: [] })).toBe('/api/stories?site=carstore-se&language=sv&limit=4');
  });
});

describe('fetchStoriesPage', () => {
  const request = { site: 'carstore-se', language: 'sv', limit: 4, tags: [] };
  it('answers the parsed page', async () => {
    answering(200, sampleAnswer(4, 9));
    const answer = await fetchStoriesPage(request);
    expect(answer.page.stories).toHaveLength(4);
    expect(fetchMock).toHaveBeenCalledWith('/api/stories?site=carstore-se&language=sv&limit=4', expect.anything());
  });
  it('throws for a failed answer and for one outside the contract', async () => {
    answering(502, { error: 'content is not available right now' });
    await expect(fetchStoriesPage(request)).rejects.toThrow('answered 502');
    answering(200, { index: {}, page: { stories: 'none' } });
    await expect(fetchStoriesPage(request)).rejects.toThrow();
  });
});

describe('fetchStoryTags', () => {
  it('asks for the language and parses the tags', async () => {
    answering(200, [{ key: 'news', value: 'Nyheter', id: 'A1' }]);
    expect(await fetchStoryTags('sv')).toEqual([{ key: 'news', value: 'Nyheter', id: 'A1' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/stories/tags?language=sv', expect.anything());
  });
});
