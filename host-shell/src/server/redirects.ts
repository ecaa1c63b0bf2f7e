import type { FastifyInstance } from 'fastify';
import { redirectFor, siteFromHost } from '@showroom/sites';
import { splitRawUrl } from './rawUrl';

// Paths the redirect tables never apply to: the shell's own assets, the BFF and the internal endpoints.
const EXEMPT = /^\/(static|api)\/|^\/(_image|sitemap\.xml|robots\.txt|feaas-render)$/;

/**
 * Applies the site's redirect tables (packages/sites) before anything else answers, so that old
 * media paths (the premium site's PDFs) redirect too. One status for all of them: 308.
 */
export function redirectHook(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const { path, search } = splitRawUrl(request.url);
    if (EXEMPT.test(path) || path === '/healthz') return;
    const host = request.headers.host ?? '';
    const site = siteFromHost(host);
    if (!site) return;
    const redirect = redirectFor(site, { host: host.replace(/:\d+$/, ''), path, query: new URLSearchParams(search.slice(1)) });
    if (redirect) return reply.redirect(redirect.location, redirect.status);
  });
}
