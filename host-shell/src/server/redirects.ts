import type { FastifyInstance } from 'fastify';
import { redirectFor, siteFromHost } from '@showroom/sites';

// Paths the redirect tables never apply to: the shell's own assets, the BFF and the internal endpoints.
const EXEMPT = /^\/(static|api)\/|^\/(_image|sitemap\.xml|robots\.txt|feaas-render)$/;

/**
 * Applies the site's redirect tables (packages/sites) before anything else answers, so that old
 * media paths (the premium site's PDFs) redirect too. One status for all of them: 308.
 */
export function redirectHook(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // Split at the first '?' only: text after a second '?' belongs to the query and must be kept.
    const at = request.url.indexOf('?');
    const path = at < 0 ? request.url : request.url.slice(0, at);
    const search = at < 0 ? '' : request.url.slice(at + 1);
    if (EXEMPT.test(path) || path === '/healthz') return;
    const host = request.headers.host ?? '';
    const site = siteFromHost(host);
    if (!site) return;
    const redirect = redirectFor(site, { host: host.replace(/:\d+$/, ''), path, query: new URLSearchParams(search) });
    if (redirect) return reply.redirect(redirect.location, redirect.status);
  });
}
