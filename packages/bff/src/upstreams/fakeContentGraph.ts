import Fastify from 'fastify';
import type { Upstream } from './config';

/** What the fake graph saw: the GraphQL variables and the API key of each request. */
export interface SeenRequest {
  query: string;
  variables: Record<string, unknown>;
  apiKey: string;
}

/** A fake content graph on a free port (for tests): `answer` gives the status and raw body for each GraphQL request. */
export async function fakeContentGraph(answer: (request: SeenRequest) => { status?: number; body: string }) {
  const server = Fastify();
  const seen: SeenRequest[] = [];
  server.post('/base/graphql', async (request, reply) => {
    const body = request.body as { query: string; variables?: Record<string, unknown> };
    const seenRequest = { query: body.query, variables: body.variables ?? {}, apiKey: String(request.headers['x-api-key'] ?? '') };
    seen.push(seenRequest);
    const { status = 200, body: raw } = answer(seenRequest);
    return reply.code(status).header('content-type', 'application/json').send(raw);
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const upstream: Upstream = { baseUrl: `${address}/base`, apiKey: 'test-key' };
  return { upstream, seen, close: () => server.close() };
}
