import Fastify, { type FastifyInstance } from 'fastify';
import { createSearchService } from '../upstreams/searchService';
import { searchBatchRoute } from './search.route';
import { bffWith, clientFor } from './testUpstream';

// A search service on a free port over real HTTP: it answers each query with its own limit and offset (so the test
// can tell the answers apart), and fails a query whose keyphrase is "fail".
async function searchService(): Promise<{ url: string; queries: unknown[]; close: () => Promise<void> }> {
  const server = Fastify();
  const queries: unknown[] = [];
  server.post('/*', async (request, reply) => {
    const body = request.body as { limit: number; offset: number; keyphrase?: string };
    queries.push(body);
    if (body.keyphrase === 'fail') return reply.code(500).send({ error: 'down' });
    return { facet: [], content: [], total_items: 700, limit: body.limit, offset: body.offset };
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url, queries, close: () => server.close() };
}

describe('POST /api/search/batch', () => {
  let upstream: Awaited<ReturnType<typeof searchService>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    upstream = await searchService();
    const client = clientFor('search', { baseUrl: upstream.url, apiKey: 'k' });
    app = await bffWith((api) => searchBatchRoute(api, createSearchService(client, Date.now, 0)), client);
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });
  beforeEach(() => upstream.queries.splice(0));

  it('runs each search on the search service and answers them in the order asked', async () => {
    const facetsOnly = { index: 'cars', site: 'dealergroup-se', limit: 0, facets: [{ name: 'car_fuel' }] };
    const cars = { index: 'cars', site: 'dealergroup-se', limit: 48, offset: 0 };
    const response = await app.inject({ method: 'POST', url: '/api/search/batch', payload: { searches: [facetsOnly, cars] } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      answers: [
        { facet: [], content: [], total_items: 700, limit: 0, offset: 0 },
        { facet: [], content: [], total_items: 700, limit: 48, offset: 0 },
      ],
    });
    // The spec's two calls, facets-only (limit 0) and the page of 48, reach the search service as they were asked.
    expect(upstream.queries).toEqual(expect.arrayContaining([expect.objectContaining({ limit: 0, facets: [{ name: 'car_fuel' }] }), expect.objectContaining({ limit: 48, offset: 0 })]));
    expect(upstream.queries).toHaveLength(2);
  });

  it('fails the whole batch with 502 when one search fails, as the list fails a change', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/search/batch', payload: { searches: [{ index: 'cars', site: 'dealergroup-se', limit: 0 }, { index: 'cars', site: 'dealergroup-se', keyphrase: 'fail' }] } });
    expect(response.statusCode).toBe(502);
    expect(typeof response.json().error).toBe('string');
  });

  it('asks the search service nothing for a batch over the limit of two', async () => {
    const search = { index: 'cars', site: 'dealergroup-se' };
    const response = await app.inject({ method: 'POST', url: '/api/search/batch', payload: { searches: [search, search, search] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/searches/);
    expect(upstream.queries).toEqual([]);
  });
});
