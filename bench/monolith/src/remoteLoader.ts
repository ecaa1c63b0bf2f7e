// The monolith's stand-in for packages/mfe-runtime/src/browser/remoteLoader.ts (bench/monolith/webpack.config.cjs
// puts it in that file's place). Same exports, so the host's bootstrap and RemoteSlot compile unchanged; a module
// comes from its remote's own declaration (src/remote.ts: `CarList: () => import('./exposed/CarList')`) instead of
// the MF runtime, so webpack splits the code where the composed build splits it: one lazy chunk per exposed module.
import { splitModuleId, type RemotePointer } from '@showroom/contracts';
import { withRetry, withTimeout, type RemoteModule } from '@showroom/mfe-runtime';
import type { LazyShare } from '@showroom/mfe-runtime/host';
import { REMOTE_DEFINITIONS } from '../.showroom/remoteDefinitions';

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

/** Nothing to register: every remote is part of this build, whatever the registry points at. */
export function registerFromRegistry(_remotes: Record<string, RemotePointer>, _allowedOrigins: readonly string[]): void {}

/** No share scope in a monolith: each module is bundled once and imported where it is used. */
export function shareLazily(_shares: readonly LazyShare[]): void {}

function isRemoteModule<P extends object>(value: unknown): value is RemoteModule<P> {
  return typeof value === 'object' && value !== null && 'Component' in value && 'loadData' in value;
}

/** Loads 'mfe-search/CarList' from this build's own chunks, with the composed loader's timeout and retry. */
export function loadRemoteModule<P extends object = Record<string, unknown>>(moduleId: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<RemoteModule<P>> {
  const { remote, module } = splitModuleId(moduleId);
  return withRetry(async () => {
    const load = REMOTE_DEFINITIONS[remote]?.modules[module];
    if (!load) throw new Error(`${moduleId} is not part of the monolith`);
    const loaded = await withTimeout(load(), timeoutMs, `loading ${moduleId}`);
    if (!isRemoteModule<P>(loaded.default)) throw new Error(`${moduleId} does not export a remote module`);
    return loaded.default;
  });
}
