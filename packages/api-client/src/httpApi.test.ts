import { z } from '@showroom/contracts';
import { createHttpApi } from './httpApi';

const item = z.object({ car_id: z.string() });
const answer = { facet: [], content: [{ car_id: '123' }], total_items: 1, limit: 48, offset: 0 };

describe('createHttpApi', () => {
  let fetchSpy: jest.SpyInstance;
  afterEach(() => fetchSpy.mockRestore());

  it('sends a search with fetch (not XHR, which Chromium holds back while the page renders) and parses the answer', async () => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
    const result = await createHttpApi('http://bff.test').search({ index: 'cars', site: 'dealergroup-se', limit: 48 }, item);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://bff.test/api/search');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ index: 'cars', site: 'dealergroup-se', limit: 48 });
    expect(result.content).toEqual([{ car_id: '123' }]);
  });

  it('rejects an answer that breaks the contract instead of passing it on', async () => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ ...answer, content: [{ car_id: 123 }] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await expect(createHttpApi('http://bff.test').search({ index: 'cars', site: 'dealergroup-se', limit: 48 }, item)).rejects.toThrow();
  });

  it('rejects a failed search with the status', async () => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"error":"down"}', { status: 502, headers: { 'content-type': 'application/json' } }));
    await expect(createHttpApi('http://bff.test').search({ index: 'cars', site: 'dealergroup-se', limit: 48 }, item)).rejects.toMatchObject({ name: 'BffError', status: 502 });
  });

  it('asks for the facet labels of a site and language', async () => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[{"Name":"car_brand","Label":"Märke"}]', { status: 200, headers: { 'content-type': 'application/json' } }));
    await expect(createHttpApi('http://bff.test').facetLabels?.('carstore-se', 'sv')).resolves.toEqual([{ Name: 'car_brand', Label: 'Märke' }]);
    expect(fetchSpy.mock.calls[0]![0]).toBe('http://bff.test/api/facet-labels?site=carstore-se&language=sv');
  });
});
