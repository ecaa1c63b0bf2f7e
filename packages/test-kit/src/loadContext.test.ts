import * as z from 'zod/mini';
import { fakeSearchApi, testLoadContext } from './loadContext';

const item = z.object({ car_id: z.string() });
// Three cars; filters read as the search service reads them.
const records = [
  { car_id: '1', car_brand: 'Volvo', car_fuel: 'Diesel' },
  { car_id: '2', car_brand: 'Volvo', car_fuel: 'El' },
  { car_id: '3', car_brand: 'BMW', car_fuel: 'El' },
];

describe('fakeSearchApi', () => {
  it('ORs the values of a key, ANDs the keys, excludes with .neq, pages, and parses items with the caller schema', async () => {
    const { api, requests } = fakeSearchApi(records);
    // brand Volvo or BMW (all 3), and fuel El (2 and 3), not id 3: only car 2.
    const answer = await api.search({ index: 'cars', site: 'dealergroup-se', filters: { car_brand: ['Volvo', 'BMW'], car_fuel: ['El'], 'car_id.neq': ['3'] } }, item);
    expect(answer.content).toEqual([{ car_id: '2' }]);
    expect(answer.total_items).toBe(1);
    const paged = await api.search({ index: 'cars', site: 'dealergroup-se', limit: 2, offset: 2 }, item);
    expect(paged.content).toEqual([{ car_id: '3' }]);
    expect(requests).toHaveLength(2);
  });

  it('refuses a request outside the search contract, as the BFF would', async () => {
    const { api } = fakeSearchApi(records);
    await expect(api.search({ index: 'nope', site: 'dealergroup-se' } as never, item)).rejects.toThrow();
  });

  it('answers from a function and fails every call when told to', async () => {
    const fromFn = fakeSearchApi(() => ({ facet: [], content: [{ car_id: '9' }], total_items: 1, limit: 1, offset: 0 }));
    expect((await fromFn.api.search({ index: 'cars', site: 'carstore-se' }, item)).content).toEqual([{ car_id: '9' }]);
    const failing = fakeSearchApi(records, { fail: new Error('search answered 503') });
    await expect(failing.api.search({ index: 'cars', site: 'carstore-se' }, item)).rejects.toThrow('503');
  });
});

describe('testLoadContext', () => {
  it("is the host's context for dealergroup-se in Swedish unless told otherwise, with a search that must not be called", async () => {
    const ctx = testLoadContext({ siteCode: 'premium-uk', language: 'en', params: ['1'] });
    expect(ctx).toMatchObject({ siteCode: 'premium-uk', language: 'en', path: '/', params: ['1'], query: {}, apiBase: '' });
    expect(ctx.site.code).toBe('premium-uk');
    await expect(testLoadContext().api.search({ index: 'cars', site: 'dealergroup-se' }, item)).rejects.toThrow('must not search');
  });
});
