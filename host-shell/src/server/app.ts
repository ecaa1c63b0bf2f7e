import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import * as contracts from '@showroom/contracts';
import * as eventBus from '@showroom/event-bus';
import { bffPlugin, createSearchService, upstreamClient, upstreamsFromEnv } from '@showroom/bff';
import { getSite, siteFromHost } from '@showroom/sites';
import { createContentService } from './content/contentService';
import { hostConfig, type HostConfig } from './config';
import { loadPage } from './pages/loadPage';
import { createRegistryClient } from './remotes/registryClient';
import { createServerBundleLoader } from './remotes/serverBundles';
import { createSharedRequire } from './remotes/sharedModules';
import { streamPage } from './render/streamPage';
import { redirectHook } from './redirects';
import { internalEndpoints, mediaRewrites } from './rewrites';

/** Builds the host server: static shell assets, rewrites, the BFF and server-rendered pages. */
export async function createHostApp(config: HostConfig = hostConfig()): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, bodyLimit: 64 * 1024, trustProxy: true });
  const upstreams = upstreamsFromEnv();
  const search = createSearchService(upstreamClient('search', upstreams.search), Date.now, config.searchCacheMs);
  const content = createContentService(upstreamClient('content', upstreams.content));
  const registry = createRegistryClient(config.registryUrl, config.registryTtlMs, (m) => app.log.warn(m));
  const bundles = createServerBundleLoader(
    createSharedRequire({ '@showroom/contracts': contracts, '@showroom/event-bus': eventBus }),
    config.remoteTimeoutMs,
  );

  await app.register(fastifyStatic, {
    root: path.join(__dirname, '../client'),
    prefix: '/static/host/',
    // main.js keeps its name (MF entry), so it is revalidated; hashed chunks could be cached for long.
    cacheControl: false,
    setHeaders: (res: { setHeader: (k: string, v: string) => unknown }, file: string) => res.setHeader('cache-control', /\.[0-9a-f]{8}\.js$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  redirectHook(app);
  internalEndpoints(app);
  mediaRewrites(app, upstreams.media.baseUrl, upstreams.media.apiKey);
  await app.register((api, _opts, done) => {
    bffPlugin(api, { upstreams, search }).then(() => done(), done);
  }, { prefix: '/api' });

  app.get('*', async (request, reply) => {
    const code = siteFromHost(request.headers.host);
    if (!code) {
      // Spec 1 §8: a missing site raises 'No Sitecore context found'.
      request.log.error({ host: request.headers.host }, 'No Sitecore context found');
      return reply.code(404).type('text/html').send('<!doctype html><html lang="en"><title>Unknown site</title><h1>Unknown site</h1><p>No site is served on this host name.</p></html>');
    }
    const site = getSite(code);
    const url = new URL(request.url, 'http://host');
    const query = request.query as Record<string, string | string[] | undefined>;
    const page = await loadPage({ content, registry, bundles, api: search.api, remoteTimeoutMs: config.remoteTimeoutMs, log: request.log }, site, url.pathname, query);
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    reply.hijack();
    const preload = Object.values(page.state.remotes).map((p) => p.manifest);
    const title = site.titleTemplate.replace('{title}', page.state.page.title);
    await streamPage(reply.raw, page.state, page.components, {
      status: page.status,
      title: page.state.page.kind === 'home' ? page.state.page.title : title,
      description: '',
      preload,
      gtmId: config.gtmId,
      onError: (error) => request.log.error({ err: error instanceof Error ? error.message : String(error) }, '[render] server render error'),
    });
  });
  return app;
}
