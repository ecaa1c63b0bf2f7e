// The type of __webpack_nonce__ only (webpack's free variable for the page's CSP nonce, its runtime's
// __webpack_require__.nc); this module assigns it in the build that bundles it, a remote's own runtime.
import type {} from '../embed/scriptNonce';

/**
 * Gives this build's webpack runtime the composed page's CSP nonce (the host writes it on <html>, as the state
 * nonce), so the chunks a remote inserts itself (its lazy parts, its on-demand code) carry it like the host's own
 * (e2e xss.spec.ts: every script of the page has the nonce). An embed's runtime has the partner's already: kept.
 */
export function takePageNonce(): void {
  if (typeof document === 'undefined') return;
  const nonce = document.documentElement.dataset.stateNonce;
  if (!nonce) return;
  try {
    if (__webpack_nonce__ === undefined) __webpack_nonce__ = nonce;
  } catch {
    // Outside webpack (a unit test without the global): there is no runtime to give it to.
  }
}
