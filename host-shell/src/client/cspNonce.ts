// The response's CSP nonce, which the server wrote on <html> (server/render/document.ts: the state nonce is the
// CSP nonce too). index.ts imports this module first, so webpack's chunk scripts carry the nonce from the first
// chunk on (its runtime reads __webpack_nonce__ when it inserts a script), and so do the remotes' container scripts
// (mfe-runtime's containerScript.ts), though 'strict-dynamic' would trust them without.
declare global {
  // webpack's free variable (its runtime's __webpack_require__.nc), written as such so webpack replaces it.
  var __webpack_nonce__: string | undefined;
}

export const cspNonce: string | undefined = document.documentElement.dataset.stateNonce || undefined;
__webpack_nonce__ = cspNonce;
