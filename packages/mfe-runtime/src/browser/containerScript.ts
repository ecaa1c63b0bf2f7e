import type { ShareScope } from './shareScope';
// The type of __webpack_nonce__ only (webpack's free variable for the page's CSP nonce, which the host's cspNonce.ts
// sets): a container's script carries the nonce, as webpack's own chunk scripts do.
import type {} from '../embed/scriptNonce';

/** A remote's container, webpack's Module Federation interface: joins a share scope, then hands out its modules. */
export interface Container {
  init(scope: ShareScope): unknown;
  get(module: string): Promise<() => unknown> | (() => unknown);
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null && typeof (value as Container).get === 'function' && typeof (value as Container).init === 'function';
}

/** Adds a script element for `url` and settles when it has run (onload) or failed to load; a failed one is removed. */
function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    // 'strict-dynamic' would let it run without, but every script of the page carries the nonce (e2e xss.spec.ts).
    const nonce = typeof __webpack_nonce__ === 'string' ? __webpack_nonce__ : undefined;
    if (nonce) script.nonce = nonce;
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.appendChild(script);
  });
}

/**
 * Runs a container script and answers the container it defines as `globalName` (a `var` of the page). What the script
 * left there is checked, not trusted: a script that failed while running, or defined something else, is an error.
 */
export async function loadContainerScript(url: string, globalName: string): Promise<Container> {
  const page = globalThis as unknown as Record<string, unknown>;
  await loadScript(url);
  const container = page[globalName];
  if (!isContainer(container)) throw new Error(`${url} did not define the container ${globalName}`);
  return container;
}
