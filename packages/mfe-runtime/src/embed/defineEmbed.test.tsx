import styled from '@emotion/styled';
import { waitFor } from '@testing-library/react';
import type { RemoteModule } from '../types';
import { defineEmbed } from './defineEmbed';

// Issue 20: the partner page's policy has no style-src 'unsafe-inline'. The embed's emotion cache writes its style
// tags into the shadow root with the nonce the entry read from the partner's script tag (scriptNonce.ts).
const page = globalThis as { __webpack_nonce__?: string };

const Badge = styled.p`
  color: rgb(1, 2, 3);
`;
const badge: RemoteModule<{ text: string }> = { Component: ({ text }) => <Badge>{text}</Badge>, loadData: async () => ({ kind: 'props', props: { text: 'inbäddad' } }) };

// The element renders through its own root, as in a partner's page, not through testing-library's act().
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  delete page.__webpack_nonce__;
  document.body.replaceChildren();
});

async function mounted(tag: string): Promise<ShadowRoot> {
  defineEmbed(tag, 'mfe-test', badge as RemoteModule);
  const element = document.createElement(tag);
  element.setAttribute('site', 'carstore-se');
  element.setAttribute('locale', 'sv');
  document.body.append(element);
  const shadow = element.shadowRoot!;
  await waitFor(() => expect(shadow.textContent).toContain('inbäddad'));
  return shadow;
}

it("puts the partner script's nonce on the style tags it writes into its shadow root", async () => {
  page.__webpack_nonce__ = 'n0nce-of-the-partner';
  const shadow = await mounted('showroom-nonce-test');
  const tags = [...shadow.querySelectorAll('style')];
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.map((tag) => tag.getAttribute('nonce'))).toEqual(tags.map(() => 'n0nce-of-the-partner'));
  expect(document.head.querySelectorAll('style[data-emotion^="sr-embed"]')).toHaveLength(0);
});

it('writes them without one on a page whose script had none', async () => {
  page.__webpack_nonce__ = undefined;
  const shadow = await mounted('showroom-no-nonce-test');
  const tags = [...shadow.querySelectorAll('style')];
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.every((tag) => !tag.hasAttribute('nonce'))).toBe(true);
});

// The placeholder's styles read the theme: drawn without one, it threw and left the partner's element empty.
it('shows the placeholder, not an empty element, for a site it does not know', async () => {
  page.__webpack_nonce__ = undefined;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  defineEmbed('showroom-unknown-site-test', 'mfe-test', badge as RemoteModule);
  const element = document.createElement('showroom-unknown-site-test');
  element.setAttribute('site', 'no-such-site');
  document.body.append(element);
  await waitFor(() => expect(element.shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain('Oops'));
  expect(warn).toHaveBeenCalledWith('[embed] showroom-unknown-site-test: unknown site "no-such-site"');
  warn.mockRestore();
});

it("shows the placeholder in the site's language when the module throws while rendering", async () => {
  page.__webpack_nonce__ = undefined;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const broken: RemoteModule<{ text: string }> = {
    Component: () => {
      throw new Error('no text for this key');
    },
    loadData: async () => ({ kind: 'props', props: { text: 'x' } }),
  };
  defineEmbed('showroom-render-error-test', 'mfe-test', broken as RemoteModule);
  const element = document.createElement('showroom-render-error-test');
  element.setAttribute('site', 'carstore-se');
  element.setAttribute('locale', 'sv');
  document.body.append(element);
  await waitFor(() => expect(element.shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain('Aj då'));
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('[remote] mfe-test@embed failed (render): no text for this key'));
  warn.mockRestore();
  error.mockRestore();
});
