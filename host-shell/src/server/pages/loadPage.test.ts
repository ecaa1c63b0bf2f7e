/** @jest-environment node */
import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import { SITES } from '@showroom/sites';
import type { ContentService } from '../content/contentService';
import { loadPage, type PageDeps } from './loadPage';

const manifest = 'http://cdn.test/mfe-search/1.0.0-abc/mf-manifest.json';
const registry = { remotes: { 'mfe-search': { version: '1.0.0-abc', manifest, history: [] } } };
const validProps = {
  site: 'dealergroup-se',
  language: 'sv',
  apiBase: '',
  carListPath: '/kop-bil',
  carDetailBase: '/kop-bil',
  result: { state: 'loaded', cars: [], total: 0 },
};

const content = {
  navigation: jest.fn().mockRejectedValue(new Error('content down')),
  languages: jest.fn().mockResolvedValue([]),
  dictionary: jest.fn().mockResolvedValue({}),
  footer: jest.fn().mockResolvedValue(null),
  layout: jest.fn().mockResolvedValue({ item: null }),
} as unknown as ContentService;

function deps(loadData: () => Promise<unknown>, bundleError?: Error): PageDeps & { log: { warn: jest.Mock; error: jest.Mock } } {
  const bundle = { name: 'mfe-search', version: '1', modules: { CarList: { Component: () => null, loadData } } } as unknown as RemoteServerBundle;
  return {
    content,
    registry: { get: async () => registry },
    bundles: { load: jest.fn(async (url: string) => {
      expect(url).toBe('http://cdn.test/mfe-search/1.0.0-abc/server/index.js');
      if (bundleError) throw bundleError;
      return bundle;
    }) },
    api: { search: jest.fn() },
    remoteTimeoutMs: 1000,
    log: { warn: jest.fn(), error: jest.fn() },
  };
}

const site = SITES['dealergroup-se'];

describe('loadPage', () => {
  it('server-renders a remote whose props satisfy its contract', async () => {
    const d = deps(async () => ({ kind: 'props', props: validProps }));
    const page = await loadPage(d, site, '/kop-bil', { query: {} });
    expect(page).toMatchObject({ kind: 'render', status: 200, state: { page: { kind: 'remote', slot: { mode: 'server', version: '1.0.0-abc' } } } });
    // Spec 1 §8: the navigation failure left the page without navigation, logged as the spec says.
    expect(page.kind === 'render' && page.state.navigation).toBeNull();
    expect(d.log.warn).toHaveBeenCalledWith({ err: 'content down' }, 'Error extracting datasource');
  });

  it('mounts the slot in the browser when the props break the contract', async () => {
    const d = deps(async () => ({ kind: 'props', props: { ...validProps, result: { state: 'loaded', cars: 'nope' } } }));
    const page = await loadPage(d, site, '/kop-bil', { query: {} });
    expect(page).toMatchObject({ kind: 'render', status: 200, state: { page: { slot: { mode: 'client' } } } });
    expect(d.log.error).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mfe-search', version: '1.0.0-abc' }), '[remote] mfe-search@1.0.0-abc server render failed');
  });

  it('mounts the slot in the browser when the server bundle cannot be loaded', async () => {
    const page = await loadPage(deps(async () => ({ kind: 'props', props: validProps }), new Error('ECONNREFUSED')), site, '/kop-bil', { query: {} });
    expect(page).toMatchObject({ kind: 'render', state: { page: { slot: { mode: 'client' } }, remotes: { 'mfe-search': { manifest } } } });
  });

  it('passes a redirect through and turns notFound into a 404 page', async () => {
    const redirect = await loadPage(deps(async () => ({ kind: 'redirect', location: '/kop-bil/1/volvo', status: 302 })), site, '/kop-bil', { query: {} });
    expect(redirect).toEqual({ kind: 'redirect', status: 302, location: '/kop-bil/1/volvo' });
    const missing = await loadPage(deps(async () => ({ kind: 'notFound' })), site, '/kop-bil', { query: {} });
    expect(missing).toMatchObject({ kind: 'render', status: 404, state: { page: { kind: 'notFound' } } });
  });

  it('answers 404 for a path that is neither a page of the site nor content', async () => {
    const page = await loadPage(deps(async () => ({})), site, '/finns-inte', { query: {} });
    expect(page).toMatchObject({ kind: 'render', status: 404, state: { page: { kind: 'notFound' } } });
  });

  it('serves the English page under /en with the English language', async () => {
    const page = await loadPage(deps(async () => ({ kind: 'props', props: { ...validProps, language: 'en', carListPath: '/en/kop-bil', carDetailBase: '/en/kop-bil' } })), site, '/en/kop-bil', { query: {} });
    expect(page).toMatchObject({ kind: 'render', status: 200, state: { language: 'en', page: { slot: { mode: 'server' } } } });
  });
});
