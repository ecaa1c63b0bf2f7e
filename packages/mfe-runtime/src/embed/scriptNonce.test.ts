/** @jest-environment jsdom */

// The nonce a partner gives its <script> tag reaches the embed (issue 20). jsdom, like browsers, keeps it in the
// `nonce` property; what matters is that it is read while that tag is document.currentScript.
const page = globalThis as { __webpack_nonce__?: string };

function runWhileCurrent(script: HTMLScriptElement | null): string | undefined {
  page.__webpack_nonce__ = undefined;
  const current = jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  try {
    jest.isolateModules(() => {
      require('./scriptNonce');
    });
  } finally {
    current.mockRestore();
  }
  return page.__webpack_nonce__;
}

const tag = (nonce: string) => Object.assign(document.createElement('script'), { nonce, src: 'https://cdn.example/mfe-search/current/embed.js' });

afterEach(() => {
  delete page.__webpack_nonce__;
});

it("takes the nonce of the partner's script tag that is running", () => {
  expect(runWhileCurrent(tag('r4nd0mN0nce'))).toBe('r4nd0mN0nce');
});

it('gives none when the tag has none or no script is running (a page without a nonce policy)', () => {
  expect(runWhileCurrent(tag(''))).toBeUndefined();
  expect(runWhileCurrent(null)).toBeUndefined();
});
