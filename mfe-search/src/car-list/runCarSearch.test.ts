import type { CarCard, SearchResult } from '@showroom/contracts';
import { EMPTY_SEARCH } from '../search-state';
import { sampleCars } from '../testing/sampleCars';
import type { CarSearcher } from './carSearcher';
import { runCarSearch } from './runCarSearch';

type Answer = SearchResult<CarCard>;

/** A search whose answers the test releases one by one, in any order. */
function heldSearch() {
  const held: { request: Parameters<CarSearcher>[0]; resolve: (answer: Answer) => void; reject: (error: Error) => void }[] = [];
  const search = jest.fn(
    (request: Parameters<CarSearcher>[0]) =>
      new Promise<Answer>((resolve, reject) => {
        held.push({ request, resolve, reject });
      }),
  );
  const api: CarSearcher = search;
  return { api, held };
}

const answer = (content: CarCard[], total: number): Answer => ({ facet: [], content, total_items: total, limit: content.length, offset: 0 });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runCarSearch', () => {
  it('sends the facets-only request first and the cars without waiting for the facet counts', async () => {
    const { api, held } = heldSearch();
    const done = runCarSearch(api, 'dealergroup-se', EMPTY_SEARCH, ['car_brand']);
    await flush();
    // Both are out before either has answered.
    expect(held.map((h) => h.request.limit)).toEqual([0, 48]);
    held[1]!.resolve(answer(sampleCars(48), 700));
    held[0]!.resolve(answer([], 700));
    const result = await done;
    expect(result.cars).toHaveLength(48);
    expect(result.total).toBe(700);
  });

  it('after a reload of page 2 sends 144 cars as 100 + 44 and keeps them in offset order whatever answers first', async () => {
    const { api, held } = heldSearch();
    const done = runCarSearch(api, 'dealergroup-se', { ...EMPTY_SEARCH, page: 2 }, ['car_brand']);
    await flush();
    // (2 + 1) pages x 48 = 144 cars; at most 100 a request: offset 0 limit 100, offset 100 limit 44.
    expect(held.map((h) => [h.request.offset, h.request.limit])).toEqual([
      [0, 0],
      [0, 100],
      [100, 44],
    ]);
    const cars = sampleCars(144);
    held[2]!.resolve(answer(cars.slice(100), 144));
    held[1]!.resolve(answer(cars.slice(0, 100), 144));
    held[0]!.resolve(answer([], 144));
    const result = await done;
    expect(result.cars.map((c) => c.car_id)).toEqual(cars.map((c) => c.car_id));
  });

  it('fails as a whole when the facet counts fail, even after the cars have come', async () => {
    const { api, held } = heldSearch();
    const done = runCarSearch(api, 'dealergroup-se', EMPTY_SEARCH, ['car_brand']);
    await flush();
    held[1]!.resolve(answer(sampleCars(48), 700));
    held[0]!.reject(new Error('search down'));
    await expect(done).rejects.toThrow('search down');
  });

  it('fails as a whole when the cars fail, even after the facet counts have come', async () => {
    const { api, held } = heldSearch();
    const done = runCarSearch(api, 'dealergroup-se', EMPTY_SEARCH, ['car_brand']);
    await flush();
    held[0]!.resolve(answer([], 700));
    held[1]!.reject(new Error('search down'));
    await expect(done).rejects.toThrow('search down');
  });
});
