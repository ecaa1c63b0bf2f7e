import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { SITES } from '@showroom/sites';
import type { LoadContext, RemoteModule } from '../types';
import { ModuleMount } from './ModuleMount';

const site = SITES['carstore-se'];
const ctx: LoadContext = { site, siteCode: site.code, language: 'sv', path: '/', params: [], query: {}, api: { search: jest.fn() }, apiBase: '' };
const never = new Promise<never>(() => undefined);

function mountInSuspense(module: RemoteModule<{ title: string }>) {
  return render(
    <Suspense fallback={<p>suspense fallback</p>}>
      <ModuleMount load={() => Promise.resolve(module)} context={() => ctx} onError={jest.fn()} fallback={<p>placeholder</p>} />
    </Suspense>,
  );
}

describe('ModuleMount', () => {
  it('loads the data and renders the module with it', async () => {
    const module: RemoteModule<{ title: string }> = { Component: ({ title }) => <h2>{title}</h2>, loadData: async () => ({ kind: 'props', props: { title: 'Volvo XC60' } }) };
    mountInSuspense(module);
    expect(await screen.findByRole('heading', { name: 'Volvo XC60' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot-loading]')).toBeNull();
  });

  // The module renders in a transition (time-sliced, issue 14: an embed's blocking time on the partner's page). A
  // transition keeps what is on show while the new tree is not ready: a module part that suspends leaves the loading
  // box in place instead of swapping it for the nearest Suspense fallback, which an update outside a transition does.
  it('renders the module in a transition: the loading box stays while the module is not ready', async () => {
    function Suspends(): never {
      throw never;
    }
    const module: RemoteModule<{ title: string }> = { Component: Suspends, loadData: async () => ({ kind: 'props', props: { title: 'x' } }) };
    mountInSuspense(module);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.querySelector('[data-slot-loading]')).not.toBeNull();
    expect(screen.queryByText('suspense fallback')).toBeNull();
  });

  it('shows the fallback when the data cannot be loaded', async () => {
    const onError = jest.fn();
    const module: RemoteModule<{ title: string }> = { Component: () => null, loadData: async () => Promise.reject(new Error('down')) };
    render(<ModuleMount load={() => Promise.resolve(module)} context={() => ctx} onError={onError} fallback={<p>placeholder</p>} />);
    expect(await screen.findByText('placeholder')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith('load data', expect.any(Error));
  });
});
