import { remoteRegistrySchema, type RemoteRegistry } from '@showroom/contracts';

export interface RegistryClient {
  /** The registry, read at most every `ttlMs`; the last good copy when it cannot be read. */
  get(): Promise<RemoteRegistry>;
}

const NO_REMOTES: RemoteRegistry = { remotes: {} };

/** Reads the remote registry over HTTP with a short cache; a failed read keeps the last good copy. */
export function createRegistryClient(
  url: string,
  ttlMs: number,
  log: (message: string) => void,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): RegistryClient {
  // None until the first good read.
  let lastGood: RemoteRegistry | undefined;
  let readAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<RemoteRegistry> | undefined;

  async function read(): Promise<RemoteRegistry> {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(2000), headers: { 'cache-control': 'no-cache' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      lastGood = remoteRegistrySchema.parse(await response.json());
    } catch (error) {
      log(`remote registry ${url} unreadable, keeping the last good copy: ${error instanceof Error ? error.message : String(error)}`);
      // With no good copy yet, every remote would be "not in the registry" for a whole TTL: a host that starts while
      // the CDN is slow would show placeholders long after the CDN answers. The next request reads again instead.
      if (!lastGood) return NO_REMOTES;
    }
    readAt = now();
    return lastGood;
  }

  return {
    get() {
      if (lastGood && now() - readAt < ttlMs) return Promise.resolve(lastGood);
      // Concurrent requests share one read.
      inFlight ??= read().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
