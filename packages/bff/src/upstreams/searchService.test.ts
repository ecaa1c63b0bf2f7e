import type { AxiosInstance } from 'axios';
import * as z from 'zod/mini';
import { createSearchService } from './searchService';

const answer = (total: number) => ({ status: 200, data: { facet: [], content: [{ id: 'a' }], total_items: total, limit: 24, offset: 0 } });

describe('search service', () => {
  it('caches an answer for 60 s: 59 999 ms later it is reused, at 60 000 ms it is asked again', async () => {
    let now = 0;
    const post = jest.fn().mockResolvedValueOnce(answer(1)).mockResolvedValueOnce(answer(2));
    const search = createSearchService({ post } as unknown as AxiosInstance, () => now);
    const request = { index: 'cars', site: 'carstore-se' } as const;
    const item = z.object({ id: z.string() });
    expect((await search.api.search(request, item)).total_items).toBe(1);
    now = 59_999;
    expect((await search.api.search(request, item)).total_items).toBe(1);
    now = 60_000;
    expect((await search.api.search(request, item)).total_items).toBe(2);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('fails loudly on an answer that breaks the contract, so callers can show their error state', async () => {
    const post = jest.fn().mockResolvedValue({ status: 200, data: { content: 'nope' } });
    const search = createSearchService({ post } as unknown as AxiosInstance);
    await expect(search.api.search({ index: 'cars', site: 'carstore-se' }, z.object({}))).rejects.toThrow('unexpected response');
  });

  it('rejects a request that is not a valid search before calling the service', async () => {
    const post = jest.fn();
    const search = createSearchService({ post } as unknown as AxiosInstance);
    await expect(search.raw({ index: 'cars', site: 'carstore-se', limit: 1000 })).rejects.toThrow();
    expect(post).not.toHaveBeenCalled();
  });
});
