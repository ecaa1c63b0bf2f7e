import styled from '@emotion/styled';
import { screen, waitFor } from '@testing-library/react';
import { createLifecycles } from './createLifecycles';
import type { RemoteModule } from '../types';

const greeting: RemoteModule<{ name: string }> = {
  Component: ({ name }) => <p>Hej {name}</p>,
  loadData: async (ctx) => ({ kind: 'props', props: { name: `${ctx.siteCode}/${ctx.language}` } }),
};

describe('single-spa lifecycles', () => {
  it('bootstraps, mounts into the given element with site and language, and unmounts', async () => {
    const lifecycles = createLifecycles('mfe-test', greeting as RemoteModule);
    const domElement = document.body.appendChild(document.createElement('div'));
    const props = { site: 'carstore-fi', language: 'fi' as const, domElement, name: 'mfe-test', singleSpa: {}, mountParcel: () => undefined };
    await lifecycles.bootstrap(props as never);
    await lifecycles.mount(props as never);
    await waitFor(() => expect(screen.getByText('Hej carstore-fi/fi')).toBeInTheDocument());
    expect(domElement).toContainElement(screen.getByText('Hej carstore-fi/fi'));
    await lifecycles.unmount(props as never);
    expect(screen.queryByText('Hej carstore-fi/fi')).toBeNull();
  });

  it('shows the placeholder in the site language when loading fails', async () => {
    const failing: RemoteModule = { Component: () => null, loadData: async () => Promise.reject(new Error('down')) };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lifecycles = createLifecycles('mfe-test', failing);
    const domElement = document.body.appendChild(document.createElement('div'));
    const props = { site: 'dealergroup-se', language: 'sv' as const, domElement, name: 'mfe-test', singleSpa: {}, mountParcel: () => undefined };
    await lifecycles.bootstrap(props as never);
    await lifecycles.mount(props as never);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Aj då'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[remote] mfe-test@lifecycles failed (load data): down'));
    await lifecycles.unmount(props as never);
  });

  // The placeholder's styles read the theme: single-spa-react's own boundary drew it outside ThemeRoot, where it threw
  // in turn and left the root config's element empty (e2e single-spa.spec.ts saw it).
  it('shows the placeholder, in the site theme, when the module throws while rendering', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: RemoteModule = {
      Component: () => {
        throw new Error('no text for this key');
      },
      loadData: async () => ({ kind: 'props', props: {} }),
    };
    const lifecycles = createLifecycles('mfe-test', broken);
    const domElement = document.body.appendChild(document.createElement('div'));
    const props = { site: 'dealergroup-se', language: 'sv' as const, domElement, name: 'mfe-test', singleSpa: {}, mountParcel: () => undefined };
    await lifecycles.bootstrap(props as never);
    await lifecycles.mount(props as never);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Aj då'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[remote] mfe-test@lifecycles failed (render): no text for this key'));
    await lifecycles.unmount(props as never);
    warn.mockRestore();
    error.mockRestore();
  });

  // Issue 13: the car detail lifecycles always got params [] and could never show a car.
  it('passes route params to loadData, and follows a redirect to the canonical path inside the module', async () => {
    const seen: string[][] = [];
    const car: RemoteModule<{ text: string }> = {
      Component: ({ text }) => <p>{text}</p>,
      // Like the car detail: an id alone redirects to '{base}/{id}/{slug}'.
      loadData: async (ctx) => {
        seen.push(ctx.params);
        return ctx.params.length === 1 ? { kind: 'redirect', status: 302, location: `/kop-bil/${ctx.params[0]}/volvo-xc60` } : { kind: 'props', props: { text: `bil ${ctx.params.join(' ')}` } };
      },
    };
    const lifecycles = createLifecycles('mfe-test', car as RemoteModule);
    const domElement = document.body.appendChild(document.createElement('div'));
    const props = { site: 'dealergroup-se', language: 'sv' as const, domElement, params: ['1000090'], name: 'mfe-test', singleSpa: {}, mountParcel: () => undefined };
    await lifecycles.bootstrap(props as never);
    await lifecycles.mount(props as never);
    // Before: params [] and, on a redirect, the page itself navigated away; the car never showed.
    await waitFor(() => expect(screen.getByText('bil 1000090 volvo-xc60')).toBeInTheDocument());
    expect(seen).toEqual([['1000090'], ['1000090', 'volvo-xc60']]);
    await lifecycles.unmount(props as never);
  });

  // Issue 20: a root config under a policy without style-src 'unsafe-inline' passes its nonce; emotion's tags carry it.
  it("puts the page's nonce on the style tags the module's styles write", async () => {
    const Badge = styled.p`
      color: rgb(1, 2, 3);
    `;
    const styledModule: RemoteModule<{ text: string }> = { Component: ({ text }) => <Badge>{text}</Badge>, loadData: async () => ({ kind: 'props', props: { text: 'märkt' } }) };
    const lifecycles = createLifecycles('mfe-nonce-test', styledModule as RemoteModule);
    const domElement = document.body.appendChild(document.createElement('div'));
    const props = { site: 'dealergroup-se', language: 'sv' as const, domElement, nonce: 'n0nce-from-the-page', name: 'mfe-nonce-test', singleSpa: {}, mountParcel: () => undefined };
    await lifecycles.bootstrap(props as never);
    await lifecycles.mount(props as never);
    await waitFor(() => expect(screen.getByText('märkt')).toBeInTheDocument());
    const tags = [...document.head.querySelectorAll('style[data-emotion^="mfe-nonce-test"]')];
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.map((tag) => tag.getAttribute('nonce'))).toEqual(tags.map(() => 'n0nce-from-the-page'));
    expect(screen.getByText('märkt').className).toMatch(/^mfe-nonce-test-/);
    await lifecycles.unmount(props as never);
  });
});
