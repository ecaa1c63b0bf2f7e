import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeRelativePath, urlInside } from '@showroom/contracts/upstream-path';
import { BFF_PREFIX } from '@showroom/contracts/bff-routes';
import { getSite, siteFromHost } from '@showroom/sites';
import { splitRawUrl } from './rawUrl';
import { siteOrigin } from './sitemap/siteOrigin';

const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];
/** Total time for a proxied call, body included: the signal stays armed while the body streams. */
const PROXY_TIMEOUT_MS = 10_000;

// Whatever the media store or platform holds (an SVG with a script, an HTML file) is served from the
// site's own origin: the browser must treat it as an inert document and never guess another type.
const PROXIED_SECURITY_HEADERS = { 'content-security-policy': 'sandbox', 'x-content-type-options': 'nosniff' } as const;

async function forward(request: FastifyRequest, reply: FastifyReply, target: URL, apiKey: string | null, what: string): Promise<FastifyReply> {
  const method = request.method.toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD' && request.body !== undefined;
  reply.headers(PROXIED_SECURITY_HEADERS);
  try {
    const upstream = await fetch(target, {
      method,
      signal: AbortSignal.timeout(PROXY_TIMEOUT_MS),
      redirect: 'manual',
      headers: {
        ...(apiKey ? { 'x-api-key': apiKey } : {}),
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

const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'Not found' });

/** Media paths of spec 1 §2 (/-/media/*, /-/jssmedia/*) are proxied to the content edge media store. */
export function mediaRewrites(app: FastifyInstance, mediaUrl: string, apiKey: string): void {
  for (const prefix of ['/-/media/', '/-/jssmedia/']) {
    app.get(`${prefix}*`, (request, reply) => {
      const { path, search } = splitRawUrl(request.url);
      const rest = path.startsWith(prefix) ? safeRelativePath(path.slice(prefix.length)) : null;
      const target = rest === null ? null : urlInside(mediaUrl, rest, search);
      if (!target) return notFound(reply);
      return forward(request, reply, target, apiKey, 'media store');
    });
  }
}

/**
 * What of the content platform the site uses through spec 1 §2's rewrites. Anything else under
 * /sitecore/api/*, /sitecore/service/* and /-/* is 404: the server's API key opens the whole
 * platform, so it goes only with the read-only calls the public site itself needs.
 */
const PLATFORM_ROUTES: readonly { path: string; prefix?: true; methods: readonly string[]; withKey: boolean }[] = [
  { path: '/sitecore/api/layout/render/jss', methods: ['GET', 'HEAD'], withKey: true },
  { path: '/sitecore/service/heartbeat', methods: ['GET', 'HEAD'], withKey: true },
  // Anonymous GraphQL could ask the platform anything (other sites, unpublished items): no key.
  { path: '/sitecore/api/graph/edge', methods: ['POST'], withKey: false },
  // The editing client's static assets.
  { path: '/-/speak/', prefix: true, methods: ['GET', 'HEAD'], withKey: false },
];

/**
 * The content platform's own paths of spec 1 §2 (/sitecore/api/*, /-/*, /sitecore/service/*) go to
 * the platform host unchanged, as far as PLATFORM_ROUTES allows: its APIs, layout service and editing assets.
 */
export function contentPlatformRewrites(app: FastifyInstance, platformUrl: string, apiKey: string): void {
  for (const prefix of ['/sitecore/api/', '/sitecore/service/', '/-/']) {
    app.route({
      method: ['GET', 'HEAD', 'POST'],
      url: `${prefix}*`,
      handler: (request, reply) => {
        const { path, search } = splitRawUrl(request.url);
        const route = PLATFORM_ROUTES.find((r) => (r.prefix ? path.startsWith(r.path) : path === r.path) && r.methods.includes(request.method));
        const relative = route ? safeRelativePath(path.slice(1)) : null;
        const target = relative === null ? null : urlInside(platformUrl, relative, search);
        if (!route || !target) return notFound(reply);
        return forward(request, reply, target, route.withKey ? apiKey : null, 'content platform');
      },
    });
  }
}

/** The storefront manifest version of spec 1 §9, reported by the health endpoint. */
export const STOREFRONT_MANIFEST_VERSION = '22.6.0';

/** Health and robots endpoints (spec 1 §2 rewrites); robots names the site's sitemap at its configured origin. */
export function internalEndpoints(app: FastifyInstance, originTemplate: string): void {
  app.get('/healthz', async () => ({ status: 'ok', storefront: STOREFRONT_MANIFEST_VERSION }));
  app.get('/robots.txt', async (request, reply) => {
    const code = siteFromHost(request.headers.host);
    if (!code) return reply.code(404).type('text/plain').send('No site is served on this host name.');
    const origin = siteOrigin(getSite(code), originTemplate);
    return reply.type('text/plain').send(`User-agent: *\nAllow: /\nDisallow: ${BFF_PREFIX}/\nDisallow: /feaas-render\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
}
