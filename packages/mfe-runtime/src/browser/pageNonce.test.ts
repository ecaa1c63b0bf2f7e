/** @jest-environment jsdom */
import { takePageNonce } from './pageNonce';

// webpack's free variable, which this test stands in for: in a build it is the runtime's __webpack_require__.nc.
const page = globalThis as { __webpack_nonce__?: string };

afterEach(() => {
  delete page.__webpack_nonce__;
  delete document.documentElement.dataset.stateNonce;
});

it("gives the runtime the nonce the host wrote on <html>", () => {
  page.__webpack_nonce__ = undefined;
  document.documentElement.dataset.stateNonce = 'pAg3N0nce';
  takePageNonce();
  expect(page.__webpack_nonce__).toBe('pAg3N0nce');
});

it("keeps a nonce the runtime has already (an embed's, from the partner's script tag)", () => {
  page.__webpack_nonce__ = 'partnerN0nce';
  document.documentElement.dataset.stateNonce = 'pAg3N0nce';
  takePageNonce();
  expect(page.__webpack_nonce__).toBe('partnerN0nce');
});

it('gives none on a page without one (a partner page, a page without a nonce policy)', () => {
  page.__webpack_nonce__ = undefined;
  takePageNonce();
  expect(page.__webpack_nonce__).toBeUndefined();
});
