import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** Media paths of spec 1 §2 (/-/media/*, /-/jssmedia/*) are proxied to the media store. */
export function mediaRewrites(app: FastifyInstance, mediaUrl: string, apiKey: string): void {
  const proxy = async (rest: string, search: string, reply: import('fastify').FastifyReply) => {
    try {
      const upstream = await fetch(`${mediaUrl}/${rest}${search}`, { signal: AbortSignal.timeout(10_000), headers: { 'x-api-key': apiKey } });
      reply.code(upstream.status);
      for (const header of ['content-type', 'cache-control', 'etag', 'last-modified']) {
        const value = upstream.headers.get(header);
        if (value) reply.header(header, value);
      }
      if (!upstream.body) return reply.send();
      return reply.send(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream));
    } catch {
      return reply.code(502).send({ error: 'media store is not available right now' });
    }
  };
  for (const prefix of ['/-/media/', '/-/jssmedia/']) {
    app.get(`${prefix}*`, (request, reply) => {
      const url = new URL(request.url, 'http://host');
      return proxy(url.pathname.slice(prefix.length), url.search, reply);
    });
  }
}

/** Health and robots endpoints (spec 1 §2 rewrites). */
export function internalEndpoints(app: FastifyInstance): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain').send('User-agent: *\nAllow: /\n'));
}
