import { usableEditingSecret } from './editing/editingMode';

/** Host server settings from the environment. */
export function hostConfig(env: NodeJS.ProcessEnv = process.env) {
  const sandboxUrl = (env.SANDBOX_URL ?? 'http://127.0.0.1:8070').replace(/\/+$/, '');
  return {
    port: Number(env.PORT ?? 8080),
    listenHost: env.HOST ?? 'localhost',
    registryUrl: env.REMOTE_REGISTRY_URL ?? `http://127.0.0.1:${env.CDN_PORT ?? 8090}/registry.json`,
    /** How long a read of the registry is reused; 0 reads it on every request. */
    registryTtlMs: Number(env.REGISTRY_TTL_MS ?? 2000),
    sandboxUrl,
    /** The content platform host of spec 1 §2's rewrites (/sitecore/api/*, /-/*, /sitecore/service/*). */
    contentPlatformUrl: (env.CONTENT_PLATFORM_URL ?? `${sandboxUrl}/platform`).replace(/\/+$/, ''),
    /** Search answers are cached 60 s (spec 2 §7); the test system sets 0 so the fault switch bites at once. */
    searchCacheMs: Number(env.SEARCH_CACHE_MS ?? 60_000),
    /**
     * How long the shell's content (navigation, footer, dictionary, alert bar, brand logos, site settings) is
     * fresh per site and language; then served stale for up to SHELL_CONTENT_MAX_STALE_MS while it refreshes.
     * The test system sets 0 (no cache) so the fault switch bites at once.
     */
    shellContentCacheMs: nonNegative(env.SHELL_CONTENT_CACHE_MS, 60_000),
    shellContentMaxStaleMs: nonNegative(env.SHELL_CONTENT_MAX_STALE_MS, 600_000),
    /**
     * During a content outage the shell's content and each page's layout are answered from the last good copy up to
     * this age (CONTENT_STALE_IF_ERROR_MS, 24 h), marked x-showroom-stale; layouts of at most CONTENT_STALE_MAX_PAGES pages are kept.
     */
    contentStaleIfErrorMs: nonNegative(env.CONTENT_STALE_IF_ERROR_MS, 86_400_000),
    contentStaleMaxPages: Math.max(1, nonNegative(env.CONTENT_STALE_MAX_PAGES, 1000)),
    /**
     * Pages that are the same for every visitor are rendered once per PAGE_CACHE_MS (default 2 s; 0 turns the
     * cache off, as the test system does so the fault switch bites at once), then answered from that copy for up
     * to PAGE_CACHE_STALE_MS more while one render replaces it; at most PAGE_CACHE_MAX_MB of HTML is kept
     * (pages/pageCache.ts).
     */
    pageCacheMs: nonNegative(env.PAGE_CACHE_MS, 2_000),
    pageCacheStaleMs: nonNegative(env.PAGE_CACHE_STALE_MS, 10_000),
    /**
     * A page whose slot fell back to the browser (a remote failing or past its deadline) is kept only this long
     * (PAGE_CACHE_FALLBACK_MS, 1 s; 0 keeps none), so a slow remote is asked about once a second per page instead
     * of by every visitor, and its recovery shows within about a second.
     */
    pageCacheFallbackMs: nonNegative(env.PAGE_CACHE_FALLBACK_MS, 1_000),
    pageCacheMaxMb: positive(env.PAGE_CACHE_MAX_MB, 64),
    /** On SIGTERM, how long in-flight requests get to finish before the process exits anyway (SHUTDOWN_DEADLINE_MS). */
    shutdownDeadlineMs: nonNegative(env.SHUTDOWN_DEADLINE_MS, 10_000),
    /** How long /readyz reuses its probe of the upstreams and the registry (READY_CACHE_MS). */
    readyCacheMs: nonNegative(env.READY_CACHE_MS, 5_000),
    /** How long a site's sitemap is reused. */
    sitemapCacheMs: Number(env.SITEMAP_CACHE_MS ?? 600_000),
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS ?? 4000),
    /**
     * A slot's server deadline: how long the page waits for a module's loadData (SLOT_DEADLINE_MS, default 800).
     * Past it the page goes out without that slot's data and the browser renders the slot, so one slow upstream
     * never holds the page. Downloading a server bundle keeps remoteTimeoutMs (a download, not a render).
     */
    slotDeadlineMs: positive(env.SLOT_DEADLINE_MS, 800),
    production: env.NODE_ENV === 'production',
    /** Google Tag Manager container; unset, no third-party script loads and the data layer stays local. */
    gtmId: /^GTM-[A-Z0-9]{4,12}$/.test(env.GTM_ID ?? '') ? (env.GTM_ID as string) : '',
    /** Remote image hosts the image route may read, as patterns ('*.example.com'); comma-separated. */
    imageHosts: commaList(env.IMAGE_HOSTS),
    /**
     * The editing secret (EDITING_SECRET, 16+ characters): editing mode and /feaas-render exist only with it,
     * so a start without one (production's default) has none. EDITING_ENABLED=false turns it off regardless.
     */
    editingSecret: env.EDITING_ENABLED === 'false' ? null : usableEditingSecret(env.EDITING_SECRET),
    /**
     * A site's public origin, for absolute URLs (sitemap, robots): SITE_ORIGIN_TEMPLATE with {host} (the
     * site's first production host name) and {code}; by default https://{host} in production and
     * http://{code}.localhost:<port> locally. Never taken from a request's Host or X-Forwarded-* headers.
     */
    siteOriginTemplate: env.SITE_ORIGIN_TEMPLATE ?? (env.NODE_ENV === 'production' ? 'https://{host}' : `http://{code}.localhost:${Number(env.PORT ?? 8080)}`),
    /** Proxies whose X-Forwarded-* headers are believed (TRUST_PROXY: comma-separated addresses or CIDRs); none by default. */
    trustProxy: trustedProxies(env.TRUST_PROXY),
    /**
     * Origins remote code may come from (REMOTE_ORIGINS, comma-separated; by default the registry's own
     * origin, the CDN): the server evaluates and the browser loads nothing else, whatever the registry says.
     */
    remoteOrigins: remoteOrigins(env.REMOTE_ORIGINS, env.REMOTE_REGISTRY_URL ?? `http://127.0.0.1:${env.CDN_PORT ?? 8090}/registry.json`),
  };
}
export type HostConfig = ReturnType<typeof hostConfig>;

/** The non-empty, trimmed items of a comma-separated setting. */
function commaList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

/** Fastify's trustProxy: the listed addresses, or false (believe no X-Forwarded-* header) when none are listed. */
export function trustedProxies(list: string | undefined): string[] | false {
  const addresses = commaList(list);
  return addresses.length > 0 ? addresses : false;
}

/** The allowed remote origins: the listed ones (normalised through URL), else the registry URL's origin. */
export function remoteOrigins(list: string | undefined, registryUrl: string): string[] {
  const listed = commaList(list).filter((o) => URL.canParse(o)).map((o) => new URL(o).origin);
  return listed.length > 0 ? listed : [new URL(registryUrl).origin];
}

/** A duration in milliseconds from the environment; anything but a positive finite number is the default. */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A duration in milliseconds from the environment; anything but a non-negative number is the default. */
function nonNegative(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}
