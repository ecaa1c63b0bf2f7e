import * as z from 'zod/mini';
import { createContentGraph } from './contentGraph';
import { fakeContentGraph } from './fakeContentGraph';
import { UpstreamError, upstreamClient } from './http';
import type { Upstream } from './config';

const DEAD: Upstream = { baseUrl: 'http://127.0.0.1:9', apiKey: 'k' };
const TITLE = z.object({ title: z.string() });

async function ask(status: number, body: unknown) {
  const fake = await fakeContentGraph(() => ({ status, body: typeof body === 'string' ? body : JSON.stringify(body) }));
  try {
    const query = createContentGraph(upstreamClient('content', fake.upstream, 1000));
    return { value: await query('query Page($id: String!) { page(id: $id) { title } }', { id: 'p1' }, 'page', TITLE), seen: fake.seen };
  } finally {
    await fake.close();
  }
}

describe('createContentGraph', () => {
  it('posts the document and variables with the API key and answers the field, parsed', async () => {
    const { value, seen } = await ask(200, { data: { page: { title: 'Hem', extra: 1 } } });
    expect(value).toEqual({ title: 'Hem' });
    expect(seen).toEqual([{ query: expect.stringContaining('page(id: $id)'), variables: { id: 'p1' }, apiKey: 'test-key' }]);
  });

  it.each([
    ['a 401', { error: 'Missing or wrong x-api-key' }, 401],
    ['GraphQL errors', { data: { page: null }, errors: [{ message: 'Invalid cursor: zzz' }] }, 200],
    ['a field of the wrong shape', { data: { page: { title: 42 } } }, 200],
    ['a missing field', { data: {} }, 200],
    ['truncated JSON', '{"data":{"page":', 200],
  ])('throws an UpstreamError naming the field for %s', async (_what, body, status) => {
    await expect(ask(status, body)).rejects.toThrow(UpstreamError);
    await expect(ask(status, body)).rejects.toThrow(/content: page/);
  });

  it('passes a 5xx on as the upstream client\'s UpstreamError with its status', async () => {
    await expect(ask(503, { errors: [{ message: 'down' }] })).rejects.toMatchObject({ name: 'UpstreamError', status: 503 });
  });

  it('throws an UpstreamError when the graph cannot be reached', async () => {
    const query = createContentGraph(upstreamClient('content', DEAD, 1000));
    await expect(query('query { page { title } }', {}, 'page', TITLE)).rejects.toBeInstanceOf(UpstreamError);
  });
});
