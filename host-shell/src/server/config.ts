/** Host server settings from the environment. */
export function hostConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 8080),
    listenHost: env.HOST ?? 'localhost',
    registryUrl: env.REMOTE_REGISTRY_URL ?? `http://127.0.0.1:${env.CDN_PORT ?? 8090}/registry.json`,
    /** How long a read of the registry is reused; 0 reads it on every request. */
    registryTtlMs: Number(env.REGISTRY_TTL_MS ?? 2000),
    sandboxUrl: (env.SANDBOX_URL ?? 'http://127.0.0.1:8070').replace(/\/+$/, ''),
    /** Search answers are cached 60 s (spec 2 §7); the test system sets 0 so the fault switch bites at once. */
    searchCacheMs: Number(env.SEARCH_CACHE_MS ?? 60_000),
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS ?? 4000),
    production: env.NODE_ENV === 'production',
    /** Google Tag Manager container; unset, no third-party script loads and the data layer stays local. */
    gtmId: /^GTM-[A-Z0-9]{4,12}$/.test(env.GTM_ID ?? '') ? (env.GTM_ID as string) : '',
  };
}
export type HostConfig = ReturnType<typeof hostConfig>;
