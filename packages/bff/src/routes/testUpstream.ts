import Fastify, { type FastifyInstance } from 'fastify';
import type { Upstream } from '../upstreams/config';
import { upstreamClient } from '../upstreams/http';
import type { AxiosInstance } from 'axios';

/** A closed port: every call fails like a dead upstream. */
export const DEAD: Upstream = { baseUrl: 'http://127.0.0.1:9', apiKey: 'k' };

/** A BFF app with one area's routes under /api, talking to `client`. */
export async function bffWith(register: (app: FastifyInstance, client: AxiosInstance) => void, client: AxiosInstance): Promise<FastifyInstance> {
  const server = Fastify();
  await server.register(async (api) => register(api, client), { prefix: '/api' });
  return server;
}

/** A fake upstream on a free port that answers every request with `status` and the raw `body`; the paths it saw are recorded. */
export async function fakeUpstream(status: number, body: string, contentType = 'application/json'): Promise<{ upstream: Upstream; seen: string[]; close: () => Promise<void> }> {
  const server = Fastify();
  const seen: string[] = [];
  server.all('/*', async (request, reply) => {
    seen.push(`${request.method} ${request.url} ${request.headers['x-api-key'] ?? ''}`);
    return status === 204 ? reply.code(204).send() : reply.code(status).header('content-type', contentType).send(body);
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return { upstream: { baseUrl: `${address}/base`, apiKey: 'test-key' }, seen, close: () => server.close() };
}

/** A client for a test upstream with a short timeout. */
export const clientFor = (name: string, upstream: Upstream) => upstreamClient(name, upstream, 1000);
