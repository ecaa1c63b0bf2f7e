import type { SearchRequestInput, SearchResult } from '@showroom/contracts';
import { batchedSearches } from './batchedSearches';

const answerTo = (request: SearchRequestInput): SearchResult<string> => ({ facet: [], content: [`${request.limit}@${request.offset ?? 0}`], total_items: 1, limit: request.limit ?? 24, offset: request.offset ?? 0 });
const search = (limit: number, offset = 0): SearchRequestInput => ({ index: 'cars', site: 'dealergroup-se', limit, offset });

describe('batchedSearches', () => {
  it('sends the searches of one task in one batch and gives each caller its own answer', async () => {
    const sendBatch = jest.fn(async (searches: SearchRequestInput[]) => searches.map(answerTo));
    const searchCars = batchedSearches(sendBatch, 2);
    const [facets, cars] = await Promise.all([searchCars(search(0)), searchCars(search(48))]);
    expect(sendBatch.mock.calls).toEqual([[[search(0), search(48)]]]);
    expect([facets.content, cars.content]).toEqual([['0@0'], ['48@0']]);
  });

  it('splits more searches than a batch holds into batches in order, and a later task starts a batch of its own', async () => {
    const sendBatch = jest.fn(async (searches: SearchRequestInput[]) => searches.map(answerTo));
    const searchCars = batchedSearches(sendBatch, 2);
    const answers = await Promise.all([searchCars(search(0)), searchCars(search(100)), searchCars(search(100, 100)), searchCars(search(44, 200))]);
    expect(answers.map((a) => a.content[0])).toEqual(['0@0', '100@0', '100@100', '44@200']);
    await searchCars(search(48, 48));
    expect(sendBatch.mock.calls.map(([searches]) => searches.map((s) => `${s.limit}@${s.offset}`))).toEqual([['0@0', '100@0'], ['100@100', '44@200'], ['48@48']]);
  });

  it("fails every search of a batch with the batch's failure, and a batch answered with the wrong number of answers", async () => {
    const down = batchedSearches(() => Promise.reject(new Error('502')), 2);
    await expect(Promise.all([down(search(0)), down(search(48))])).rejects.toThrow('502');
    const short = batchedSearches(async () => [answerTo(search(0))], 2);
    const results = await Promise.allSettled([short(search(0)), short(search(48))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: new Error('a batch of 2 searches was answered with 1') });
  });
});
