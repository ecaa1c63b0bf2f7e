import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import * as contracts from '@showroom/contracts';
import * as eventBus from '@showroom/event-bus';
import * as i18n from '@showroom/i18n';
import {
  comhubSender,
  createFacetLabelsSource,
  createSearchService,
  createSortOptionsSource,
  createStoriesGraph,
  leadsConfigFromEnv,
  mountBff,
  registerLeadsOps,
  registerLeadsTestHooks,
  startLeads,
  upstreamClient,
  upstreamsFromEnv,
} from '@showroom/bff';
import { createContentService } from './content/contentService';
import { cachedShellContent } from './content/shellContentCache';
import { hostConfig, type HostConfig } from './config';
import { hostProbes } from './health/hostProbes';
import { createReadiness } from './health/readiness';
import { registerReadyRoute } from './health/readyRoute';
import { registerResilienceTestHooks } from './health/testHooks';
import { createBlurPlaceholders } from './images/blurPlaceholders';
import { createEmbedDataSource } from './embeds/loadEmbedData';
import { registerImageRoute } from './images/imageRoute';
import { PageCache } from './pages/pageCache';
import { registerPages } from './pages/pageRoute';
import { createRegistryClient } from './remotes/registryClient';
import { createServerBundleLoader } from './remotes/serverBundles';
import { ENTRY_SCRIPTS_FILE, HOST_STATIC_PREFIX, readHostEntryScript } from './render/hostEntryScript';
import { createSharedRequire } from './remotes/sharedModules';
import { redirectHook } from './redirects';
import { contentPlatformRewrites, internalEndpoints, mediaRewrites } from './rewrites';
import { registerSitemap } from './sitemap/sitemapRoute';
import { registerSecurity } from './security/registerSecurity';

/** Builds the host server: static shell assets, rewrites, the BFF and server-rendered pages. */
export async function createHostApp(config: HostConfig = hostConfig()): Promise<FastifyInstance> {
  // Prototype keys in a JSON body are a 400 on every parser fastify owns (the BFF's own parser refuses them too: jsonBody.ts).
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, bodyLimit: 64 * 1024, trustProxy: config.trustProxy, onProtoPoisoning: 'error', onConstructorPoisoning: 'error' });
  const upstreams = upstreamsFromEnv();
  const search = createSearchService(upstreamClient('search', upstreams.search), Date.now, config.searchCacheMs);
  const contentClient = upstreamClient('content', upstreams.content);
  const content = cachedShellContent(createContentService(contentClient, app.log), {
    ttlMs: config.shellContentCacheMs,
    maxStaleMs: config.shellContentMaxStaleMs,
    staleIfErrorMs: config.contentStaleIfErrorMs,
    maxPages: config.contentStaleMaxPages,
  });
  const facetLabels = createFacetLabelsSource(contentClient, Date.now, config.searchCacheMs);
  const sortOptions = createSortOptionsSource(contentClient, Date.now, config.searchCacheMs);
  // What remotes' loadData may call on the server: the same operations the browser reaches through /api.
  const api = { ...search.api, facetLabels, sortOptions, brandLogos: (site: string) => content.brandLogos(site) };
  const registry = createRegistryClient(config.registryUrl, config.registryTtlMs, (m) => app.log.warn(m));
  const bundles = createServerBundleLoader(
    createSharedRequire({ '@showroom/contracts': contracts, '@showroom/contracts/z': contracts.z, '@showroom/event-bus': eventBus, '@showroom/i18n': i18n }),
    config.remoteTimeoutMs,
    config.remoteOrigins,
  );

  // Security headers and the CSP on every response, first so every later route and hook gets them (issue 20).
  await registerSecurity(app, config);
  // Answers made per request (the BFF's JSON, the sitemap, small pages) are compressed as they go out; the
  // streamed pages compress themselves (render/responseEncoding.ts) and static files were compressed at build.
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // Read before anything is served: a host that cannot name its own script must not start.
  const clientDir = path.join(__dirname, '../client');
  const hostScript = readHostEntryScript(clientDir);
  await app.register(fastifyStatic, {
    root: clientDir,
    // The build wrote .br and .gz beside each file (webpack-config precompress.cjs): served as the browser accepts.
    preCompressed: true,
    prefix: HOST_STATIC_PREFIX,
    // Source maps stay on the server (hidden-source-map): 404 like any missing file; so does the build's list of entries.
    allowedPath: (pathName: string) => !pathName.endsWith('.map') && !pathName.endsWith(ENTRY_SCRIPTS_FILE),
    // Every script is content-hashed, main included (hostEntryScript.ts): cached for a year; anything else revalidated.
    cacheControl: false,
    // Vary: the answer is the .br, .gz or plain file by Accept-Encoding, which @fastify/static does not say (issue 20).
    setHeaders: (res: { setHeader: (k: string, v: string) => unknown }, file: string) => {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('cache-control', /\.[0-9a-f]{8}\.js(\.br|\.gz)?$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The icon set (spec 1 §9): svg files loaded by name.
  await app.register(fastifyStatic, { root: path.join(__dirname, '../../public/icons'), prefix: '/static/icons/', decorateReply: false, maxAge: 86_400_000 });
  redirectHook(app);
  internalEndpoints(app, config.siteOriginTemplate);
  mediaRewrites(app, upstreams.media.baseUrl, upstreams.media.apiKey);
  contentPlatformRewrites(app, config.contentPlatformUrl, upstreams.content.apiKey);
  registerImageRoute(app, upstreams.media, config.imageHosts);
  registerSitemap(app, content, api, config.sitemapCacheMs, config.siteOriginTemplate);
  // The BFF owns every lead: stored (PostgreSQL with DATABASE_URL, else PGlite) before it answers, delivered
  // to comhub by the worker; the operator page exists only with OPS_TOKEN, the test switch only in npm test.
  const leadsConfig = leadsConfigFromEnv();
  const leads = startLeads({ config: leadsConfig, send: comhubSender(upstreams.comhub, leadsConfig.sendTimeoutMs), log: app.log });
  app.addHook('onClose', () => leads.close());
  registerLeadsOps(app, { token: process.env.OPS_TOKEN, leads });
  registerLeadsTestHooks(app, leads);
  registerResilienceTestHooks(app, content);
  registerReadyRoute(app, createReadiness(hostProbes(upstreams, config.registryUrl, 'dealergroup-se'), config.readyCacheMs));
  // A partner's car detail embed asks for its data once, and the host runs the module's loadData as for a page.
  const embedData = createEmbedDataSource({ registry, bundles, api, log: app.log });
  await mountBff(app, { upstreams, search, facetLabels, sortOptions, leads, embedData });

  const pageCache =
    config.pageCacheMs > 0
      ? new PageCache({
          freshMs: config.pageCacheMs,
          staleMs: config.pageCacheStaleMs,
          fallbackFreshMs: config.pageCacheFallbackMs,
          maxBytes: config.pageCacheMaxMb * 1024 * 1024,
          maxEntries: 2_000,
          onRefreshError: (error) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, '[render] page refresh failed; the kept copy is answered until it expires'),
        })
      : null;
  registerPages(
    app,
    {
      content,
      registry,
      bundles,
      api,
      slotDeadlineMs: config.slotDeadlineMs,
      blur: createBlurPlaceholders(upstreams.media, config.imageHosts),
      stories: createStoriesGraph(contentClient, app.log),
      configuredGtmId: config.gtmId,
      remoteOrigins: config.remoteOrigins,
      hostScript,
    },
    config.editingSecret,
    pageCache,
  );
  return app;
}
