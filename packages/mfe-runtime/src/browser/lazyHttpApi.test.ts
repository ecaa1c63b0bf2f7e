import type { ShowroomApi } from '@showroom/contracts';
import * as z from '@showroom/contracts/z';
import { lazyHttpApi } from './lazyHttpApi';

const request = { index: 'cars', site: 'dealergroup-se' } as const;
const answer = { facet: [], content: [{ car_id: '1' }], total_items: 1, limit: 1, offset: 0 };

function fakeClient(): { api: ShowroomApi } {
  const api: ShowroomApi = {
    search: async (_request, item) => ({ ...answer, content: answer.content.map((entry) => item.parse(entry)) }),
    facetLabels: async () => [{ Name: 'car_brand', Label: 'Märke' }],
    sortOptions: async () => [],
  };
  return { api };
}

describe('lazyHttpApi: the BFF client fetched on the first call', () => {
  it('fetches nothing until a loader calls it', () => {
    const load = jest.fn();
    lazyHttpApi('', load);
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the client once for any number of calls, with the slot’s API base', async () => {
    const { api } = fakeClient();
    const createHttpApi = jest.fn((_base?: string) => api);
    const load = jest.fn(async () => ({ createHttpApi }));
    const lazy = lazyHttpApi('https://bff.example', load);
    const [first, labels, second] = await Promise.all([lazy.search(request, z.object({ car_id: z.string() })), lazy.facetLabels?.('dealergroup-se', 'sv'), lazy.search(request, z.unknown())]);
    expect(first.content).toEqual([{ car_id: '1' }]);
    expect(second.total_items).toBe(1);
    expect(labels).toEqual([{ Name: 'car_brand', Label: 'Märke' }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(createHttpApi).toHaveBeenCalledWith('https://bff.example');
  });

  it('fetches the client again after a failed fetch, instead of failing every later call', async () => {
    const { api } = fakeClient();
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ createHttpApi: () => api });
    const lazy = lazyHttpApi('', load);
    await expect(lazy.sortOptions?.('dealergroup-se', 'sv')).rejects.toThrow('ChunkLoadError');
    await expect(lazy.sortOptions?.('dealergroup-se', 'sv')).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on the client’s own errors (a failed search stays the loader’s to show)', async () => {
    const failing: ShowroomApi = { search: async () => Promise.reject(new Error('search 503')) };
    const lazy = lazyHttpApi('', async () => ({ createHttpApi: () => failing }));
    await expect(lazy.search(request, z.unknown())).rejects.toThrow('search 503');
  });
});
