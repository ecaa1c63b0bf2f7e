import vm from 'node:vm';
import type { RemoteServerBundle } from '@showroom/mfe-runtime';

export interface ServerBundleLoader {
  /** The server bundle at `url`, downloaded once and kept (versions are immutable). */
  load(url: string): Promise<RemoteServerBundle>;
}

function isServerBundle(value: unknown): value is RemoteServerBundle {
  return typeof value === 'object' && value !== null && 'modules' in value && typeof (value as { modules: unknown }).modules === 'object';
}

/**
 * Downloads a remote's CommonJS server bundle by URL and evaluates it with the host's shared
 * modules. A new version is a new URL, so invalidation is free; failures are not cached.
 */
export function createServerBundleLoader(sharedRequire: (id: string) => unknown, timeoutMs: number, fetchImpl: typeof fetch = fetch): ServerBundleLoader {
  const cache = new Map<string, Promise<RemoteServerBundle>>();

  async function download(url: string): Promise<RemoteServerBundle> {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`server bundle ${url} answered ${response.status}`);
    const code = await response.text();
    const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: url });
    const module = { exports: {} as Record<string, unknown> };
    wrapper(module.exports, sharedRequire, module, url, '/');
    const bundle = module.exports.default ?? module.exports;
    if (!isServerBundle(bundle)) throw new Error(`server bundle ${url} exports no modules`);
    return bundle;
  }

  return {
    load(url) {
      let pending = cache.get(url);
      if (!pending) {
        pending = download(url);
        cache.set(url, pending);
        pending.catch(() => cache.delete(url));
      }
      return pending;
    },
  };
}
