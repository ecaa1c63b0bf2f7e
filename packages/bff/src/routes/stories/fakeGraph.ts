import Fastify from 'fastify';
import type { Story } from '@showroom/contracts';
import type { Upstream } from '../../upstreams/config';

/** What the fake graph saw: the GraphQL variables and the API key of each request. */
export interface SeenRequest {
  query: string;
  variables: Record<string, unknown>;
  apiKey: string;
}

/** A fake content graph on a free port (for tests): `answer` gives the status and raw body for each GraphQL request. */
export async function fakeGraph(answer: (request: SeenRequest) => { status?: number; body: string }) {
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

/** A realistic story of the Swedish dealer group (for tests). */
export function sampleStory(n: number, overrides: Partial<Story> = {}): Story {
  const day = String(28 - n).padStart(2, '0');
  return {
    id: `7F3A0C1E9B2D4E6F8A1B3C5D7E9F0A${String(n).padStart(2, '0')}`,
    date: { value: `2025-03-${day}T09:30:00.000Z`, formattedValue: `2025-03-${day}` },
    image: { src: `/-/media/stories/${n}/1.svg`, alt: `Bild ${n}` },
    title: `Nyhet ${n}`,
    premble: `Ingress ${n}`,
    body: `<p>Brödtext ${n}</p>`,
    tags: 'A1|B2',
    url: { path: `/nyheter/2025/nyhet-${n}` },
    displayName: `Nyhet ${n}`,
    author: 'Anna Berg',
    ...overrides,
  };
}
