import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type RemotePointer } from '@showroom/contracts';
import type { RemoteModule } from '../types';
import { pointersFromAllowedOrigins } from './allowedPointers';
import { withRetry, withTimeout } from './withRetry';

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

/**
 * Registers the registry's pointers with the page's MF instance (created by the host's build plugin),
 * only those from `allowedOrigins` (the host's configuration, never the page state that lists the pointers).
 */
export function registerFromRegistry(remotes: Record<string, RemotePointer>, allowedOrigins: readonly string[]): void {
  if (!getInstance()) throw new Error('Module Federation runtime is not initialised');
  registerRemotes(
    pointersFromAllowedOrigins(remotes, allowedOrigins).map(([name, pointer]) => ({ name: containerName(name), alias: name, entry: pointer.manifest })),
    { force: true },
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
