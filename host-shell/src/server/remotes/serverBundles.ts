import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { fromAllowedOrigin } from '@showroom/contracts';
import type { RemoteServerBundle } from '@showroom/mfe-runtime';

export interface ServerBundleLoader {
  /**
   * The server bundle at `url`, downloaded once and kept (versions are immutable), evaluated only
   * when it comes from an allowed origin and its sha256 is the one the registry recorded at deploy.
   */
  load(url: string, sha256: string | undefined): Promise<RemoteServerBundle>;
}

function isServerBundle(value: unknown): value is RemoteServerBundle {
  return typeof value === 'object' && value !== null && 'modules' in value && typeof (value as { modules: unknown }).modules === 'object';
}

/** Thrown instead of running code the host cannot vouch for; the page falls back as for any failing remote. */
export class UntrustedBundleError extends Error {
  override name = 'UntrustedBundleError';
}

/**
 * Downloads a remote's CommonJS server bundle by URL and evaluates it with the host's shared
 * modules. A new version is a new URL, so invalidation is free; failures are not cached. The code
 * runs inside the host's process, so the loader refuses any origin not in `allowedOrigins`
 * (configuration, REMOTE_ORIGINS) and any bytes whose digest differs from the registry's record:
 * a tampered CDN file or a registry pointing elsewhere runs nothing.
 */
export function createServerBundleLoader(
  sharedRequire: (id: string) => unknown,
  timeoutMs: number,
  allowedOrigins: readonly string[],
  fetchImpl: typeof fetch = fetch,
): ServerBundleLoader {
  const cache = new Map<string, Promise<RemoteServerBundle>>();

  async function download(url: string, sha256: string | undefined): Promise<RemoteServerBundle> {
    if (!fromAllowedOrigin(url, allowedOrigins)) throw new UntrustedBundleError(`server bundle ${url}: its origin is not in REMOTE_ORIGINS`);
    if (!sha256) throw new UntrustedBundleError(`server bundle ${url}: the registry records no sha256 for it`);
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`server bundle ${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (actual !== sha256) throw new UntrustedBundleError(`server bundle ${url}: sha256 ${actual} is not the deployed ${sha256}`);
    const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${bytes.toString('utf8')}\n})`, { filename: url });
    const module = { exports: {} as Record<string, unknown> };
    wrapper(module.exports, sharedRequire, module, url, '/');
    const bundle = module.exports.default ?? module.exports;
    if (!isServerBundle(bundle)) throw new Error(`server bundle ${url} exports no modules`);
    return bundle;
  }

  return {
    load(url, sha256) {
      const key = `${url}#${sha256 ?? ''}`;
      let pending = cache.get(key);
      if (!pending) {
        pending = download(url, sha256);
        cache.set(key, pending);
        pending.catch(() => cache.delete(key));
      }
      return pending;
    },
  };
}
