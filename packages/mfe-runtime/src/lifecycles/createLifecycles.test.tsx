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
});
