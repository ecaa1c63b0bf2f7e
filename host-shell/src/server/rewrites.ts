import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];
const PROXY_TIMEOUT_MS = 10_000;

async function forward(request: FastifyRequest, reply: FastifyReply, target: string, apiKey: string, what: string): Promise<FastifyReply> {
  const method = request.method.toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD' && request.body !== undefined;
  try {
    const upstream = await fetch(target, {
      method,
      signal: AbortSignal.timeout(PROXY_TIMEOUT_MS),
      redirect: 'manual',
      headers: {
        'x-api-key': apiKey,
        ...(hasBody ? { 'content-type': request.headers['content-type'] ?? 'application/json' } : {}),
        ...(request.headers.accept ? { accept: request.headers.accept } : {}),
      },
      ...(hasBody ? { body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) } : {}),
    });
    reply.code(upstream.status);
    for (const header of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(header);
      if (value) reply.header(header, value);
    }
    if (!upstream.body) return reply.send();
    return reply.send(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream));
  } catch {
    return reply.code(502).send({ error: `${what} is not available right now` });
  }
}

const restOf = (request: FastifyRequest, prefix: string) => {
  const url = new URL(request.url, 'http://host');
  return { rest: url.pathname.slice(prefix.length), search: url.search };
};

/** Media paths of spec 1 §2 (/-/media/*, /-/jssmedia/*) are proxied to the content edge media store. */
export function mediaRewrites(app: FastifyInstance, mediaUrl: string, apiKey: string): void {
  for (const prefix of ['/-/media/', '/-/jssmedia/']) {
    app.get(`${prefix}*`, (request, reply) => {
      const { rest, search } = restOf(request, prefix);
      return forward(request, reply, `${mediaUrl}/${rest}${search}`, apiKey, 'media store');
    });
  }
}

/**
 * The content platform's own paths of spec 1 §2 (/sitecore/api/*, /-/*, /sitecore/service/*) go to
 * the platform host unchanged: its APIs, layout service and editing assets.
 */
export function contentPlatformRewrites(app: FastifyInstance, platformUrl: string, apiKey: string): void {
  for (const prefix of ['/sitecore/api/', '/sitecore/service/', '/-/']) {
    app.route({
      method: ['GET', 'HEAD', 'POST'],
      url: `${prefix}*`,
      handler: (request, reply) => {
        const url = new URL(request.url, 'http://host');
        return forward(request, reply, `${platformUrl}${url.pathname}${url.search}`, apiKey, 'content platform');
      },
    });
  }
}

/** The storefront manifest version of spec 1 §9, reported by the health endpoint. */
export const STOREFRONT_MANIFEST_VERSION = '22.6.0';

/** Health and robots endpoints (spec 1 §2 rewrites); robots names the host's sitemap. */
export function internalEndpoints(app: FastifyInstance): void {
  app.get('/healthz', async () => ({ status: 'ok', storefront: STOREFRONT_MANIFEST_VERSION }));
  app.get('/robots.txt', async (request, reply) => {
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    return reply.type('text/plain').send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /feaas-render\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
}
