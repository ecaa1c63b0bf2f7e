import { getInstance, loadRemote, registerRemotes, registerShared } from '@module-federation/enhanced/runtime';
import { containerName, containerScriptUrl, type RemotePointer } from '@showroom/contracts';
import type { RemoteModule } from '../types';
import { pointersFromAllowedOrigins } from './allowedPointers';
import { withRetry, withTimeout } from './withRetry';

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

// The page's MF instance is created by the host's build plugin before any of this code runs.
function assertRuntime(): void {
  if (!getInstance()) throw new Error('Module Federation runtime is not initialised');
}

/**
 * Registers the registry's pointers with the page's MF instance (created by the host's build plugin),
 * only those from `allowedOrigins` (the host's configuration, never the page state that lists the pointers).
 * Each by its container script, not its manifest: the page then fetches no manifest before the container, and the
 * host's runtime leaves out MF's snapshot code (`disableSnapshot`, webpack-config/src/host.cjs).
 */
export function registerFromRegistry(remotes: Record<string, RemotePointer>, allowedOrigins: readonly string[]): void {
  assertRuntime();
  registerRemotes(
    pointersFromAllowedOrigins(remotes, allowedOrigins).map(([name, pointer]) => ({ name: containerName(name), alias: name, entry: containerScriptUrl(pointer.manifest) })),
    { force: true },
  );
}

/** A module the page lends its remotes without loading it up front: `load` fetches its code when a remote first asks. */
export interface LazyShare {
  name: string;
  version: string;
  load: () => Promise<unknown>;
}

/**
 * Adds modules to the page's share scope as singletons whose code loads on a remote's first use, for a library
 * only some pages need (the host's carousel). Registered before any remote container starts, so with the
 * 'loaded-first' strategy the page's copy is the one every remote takes.
 */
export function shareLazily(shares: readonly LazyShare[]): void {
  assertRuntime();
  registerShared(
    Object.fromEntries(
      shares.map(({ name, version, load }) => [
        name,
        { version, shareConfig: { singleton: true, requiredVersion: `^${version}` }, get: () => load().then((module) => () => module) },
      ]),
    ),
  );
}

// Downloaded code: its props are whatever the slot's checked props are (the catalogue schema on the server).
function isRemoteModule<P extends object>(value: unknown): value is RemoteModule<P> {
  return typeof value === 'object' && value !== null && 'Component' in value && 'loadData' in value;
}

/** Loads 'mfe-search/CarList' with a timeout and one retry; rejects when it cannot. */
export function loadRemoteModule<P extends object = Record<string, unknown>>(moduleId: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<RemoteModule<P>> {
  const [remote, module] = moduleId.split('/');
  const request = `${containerName(remote ?? '')}/${module ?? ''}`;
  return withRetry(async () => {
    const loaded = await withTimeout(loadRemote<{ default?: unknown }>(request), timeoutMs, `loading ${moduleId}`);
    const candidate = loaded?.default ?? loaded;
    if (!isRemoteModule<P>(candidate)) throw new Error(`${moduleId} does not export a remote module`);
    return candidate;
  });
}
