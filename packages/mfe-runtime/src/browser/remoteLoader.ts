import { containerName, containerScriptUrl, type RemotePointer } from '@showroom/contracts';
import type { RemoteModule } from '../types';
import { pointersFromAllowedOrigins } from './allowedPointers';
import { loadContainerScript, type Container } from './containerScript';
import { initPageShareScope, pageShareScope } from './shareScope';
import { withRetry, withTimeout } from './withRetry';

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

/** Container script URL by remote name ('mfe-search'), from the page's registry pointers. */
const entries = new Map<string, string>();
/** A container being loaded or loaded, by remote name; a failed one is forgotten, so the retry loads it again. */
const containers = new Map<string, Promise<Container>>();

/**
 * Takes the registry's pointers of the page, only those from `allowedOrigins` (the host's configuration, never the
 * page state that lists the pointers). Each remote is loaded by its container script beside its manifest
 * (contracts' containerScriptUrl): the page fetches no manifest, and needs no federation runtime beyond webpack's.
 */
export function registerFromRegistry(remotes: Record<string, RemotePointer>, allowedOrigins: readonly string[]): void {
  entries.clear();
  containers.clear();
  for (const [name, pointer] of pointersFromAllowedOrigins(remotes, allowedOrigins)) entries.set(name, containerScriptUrl(pointer.manifest));
}

/** A module the page lends its remotes without loading it up front: `load` fetches its code when a remote first asks. */
export interface LazyShare {
  name: string;
  version: string;
  load: () => Promise<unknown>;
}

/**
 * Adds modules to the page's share scope as singletons whose code loads on a remote's first use, for a library only
 * some pages need (the host's carousel). Marked eager: webpack's runtime lets a later build's copy of the same version
 * replace a registration that is neither loaded nor eager when that build's name sorts after the registrant's
 * ('mfe_search' > 'host'), and then the page would download the remote's copy instead of the host's chunk.
 */
export function shareLazily(shares: readonly LazyShare[]): void {
  const scope = pageShareScope();
  for (const { name, version, load } of shares) {
    const versions = (scope[name] ??= {});
    versions[version] ??= { get: () => load().then((module) => () => module), from: 'host', eager: true };
  }
}

function container(remote: string): Promise<Container> {
  const known = containers.get(remote);
  if (known) return known;
  const url = entries.get(remote);
  if (!url) return Promise.reject(new Error(`${remote} is not in the page's registry (or not from an allowed origin)`));
  const loading = (async () => {
    const loaded = await loadContainerScript(url, containerName(remote));
    await loaded.init(await initPageShareScope());
    return loaded;
  })();
  containers.set(remote, loading);
  return loading;
}

// Downloaded code: its props are whatever the slot's checked props are (the catalogue schema on the server).
function isRemoteModule<P extends object>(value: unknown): value is RemoteModule<P> {
  return typeof value === 'object' && value !== null && 'Component' in value && 'loadData' in value;
}

/** Loads 'mfe-search/CarList' with a timeout and one retry; rejects when it cannot. */
export function loadRemoteModule<P extends object = Record<string, unknown>>(moduleId: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<RemoteModule<P>> {
  const [remote = '', module = ''] = moduleId.split('/');
  return withRetry(async () => {
    const loading = container(remote);
    try {
      const attempt = loading.then((loaded) => loaded.get(`./${module}`)).then((factory) => factory() as { default?: unknown } | undefined);
      const loaded = await withTimeout(attempt, timeoutMs, `loading ${moduleId}`);
      const candidate = loaded?.default ?? loaded;
      if (!isRemoteModule<P>(candidate)) throw new Error(`${moduleId} does not export a remote module`);
      return candidate;
    } catch (error) {
      // A container that failed or hangs is loaded anew by the retry (a script that never answered stays pending).
      if (containers.get(remote) === loading) containers.delete(remote);
      throw error;
    }
  });
}
