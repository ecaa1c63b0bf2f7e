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
  alertBar: jest.fn().mockResolvedValue(null),
  brandLogos: jest.fn().mockResolvedValue([]),
  siteSettings: jest.fn().mockResolvedValue(null),
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
    slotDeadlineMs: 1000,
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

  it("hands a remote page's structured data to the head, not to the page state the browser reads", async () => {
    const structuredData = { '@context': 'https://schema.org', '@type': 'Car', name: 'Volvo XC60' };
    const page = await loadPage(deps(async () => ({ kind: 'props', props: validProps, meta: { description: 'En bil', structuredData } })), site, '/kop-bil', { query: {} });
    if (page.kind !== 'render') throw new Error(`expected a render, got ${page.kind}`);
    expect(page.structuredData).toEqual(structuredData);
    expect(page.state.meta.description).toBe('En bil');
    expect(JSON.stringify(page.state)).not.toContain('schema.org');
    // A module's own not-found view (404) is no page to describe.
    const missing = await loadPage(deps(async () => ({ kind: 'props', status: 404, props: validProps, meta: { structuredData } })), site, '/kop-bil', { query: {} });
    expect(missing.kind === 'render' && missing.structuredData).toBeUndefined();
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

  it('answers 503 with the retry page, and logs why, when the remote cannot load what the page needs', async () => {
    const d = deps(async () => ({ kind: 'unavailable', reason: 'car 1 could not be fetched: search answered 503' }));
    const page = await loadPage(d, site, '/kop-bil', { query: {} });
    expect(page).toMatchObject({ kind: 'render', status: 503, state: { page: { kind: 'error', title: expect.any(String) } } });
    expect(d.log.error).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mfe-search', err: 'car 1 could not be fetched: search answered 503' }), '[remote] mfe-search/CarList could not load its data');
  });

  it('keeps a remote render that answers its own not-found view as a 404', async () => {
    const page = await loadPage(deps(async () => ({ kind: 'props', status: 404, props: validProps })), site, '/kop-bil', { query: {} });
    expect(page).toMatchObject({ kind: 'render', status: 404, state: { page: { kind: 'remote', slot: { mode: 'server' } } } });
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

describe('loadPage: content pages', () => {
  const base = deps(async () => ({}));
  const route = {
    path: '/om-oss', name: 'om-oss', language: 'sv', metaTitle: 'Om oss', navTitle: 'Om oss', metaDescription: 'Om Dealergroup',
    ogDescription: null, ogImage: null, canonicalURL: null, gtmID: null, BrandDesign: 'bmw' as const, pageKind: null,
    components: [],
    placeholders: {
      header: [],
      main: [
        { uid: 'hero', componentName: 'HeroBanner', fields: { Content: 'Image', Image: { src: '/-/media/hero/x/1.svg' }, Title: 'T', ButtonType: 'None', TextColor: 'White', ContentPlacement: 'Center', CenterContent: true, HasMarginTop: false, Variant: 'Default', HeroBannerHasSearchBar: false } },
        { uid: 'blurb', componentName: 'Blurb', fields: { Title: 'Om oss', Text: '<p>Hej<script>alert(1)</script></p>' } },
      ],
      footer: [],
    },
  };
  const withLayout = (layout: () => Promise<unknown>) => ({ ...base, content: { ...content, layout: jest.fn(layout) } as unknown as ContentService });

  it('renders the main placeholder sanitised, with the hero blur, the BrandDesign theme and block data', async () => {
    const blur = jest.fn(async (src: string) => `data:image/webp;base64,${src.length}`);
    const page = await loadPage({ ...withLayout(async () => ({ item: route })), blur }, site, '/om-oss', { query: { tags: 'a' }, editing: true, hideAlert: true, origin: 'http://h' });
    if (page.kind !== 'render') throw new Error('expected a render');
    expect(page.status).toBe(200);
    // The bmw theme itself, resolved on the server (packages/ui/src/theme/brands/bmw.ts: primary #1c69d4).
    expect(page.state.theme).toMatchObject({ name: 'bmw', colors: { primary: '#1c69d4' } });
    expect(page.state).toMatchObject({ editing: true, hideAlert: true, meta: { title: 'Om oss | Dealergroup', canonicalUrl: 'http://h/om-oss' } });
    const blocks = page.state.page.kind === 'content' ? page.state.page.blocks : [];
    expect(blocks.map((b) => b.uid)).toEqual(['hero', 'blurb']);
    expect((blocks[1]!.fields as { Text: string }).Text).toBe('<p>Hej</p>');
    // '/-/media/hero/x/1.svg' is 21 characters long.
    expect(page.state.blockData).toEqual({ hero: { kind: 'hero', blurDataUrl: 'data:image/webp;base64,21' } });
    expect(blur).toHaveBeenCalledWith('/-/media/hero/x/1.svg');
  });

  it('answers 503 with the error page when the content platform fails, 404 when the page does not exist', async () => {
    const down = await loadPage(withLayout(async () => Promise.reject(new Error('content down'))), site, '/om-oss', { query: {} });
    expect(down).toMatchObject({ kind: 'render', status: 503, state: { page: { kind: 'error', title: 'Något gick fel' } } });
    const missing = await loadPage(withLayout(async () => ({ item: null })), site, '/om-oss', { query: {} });
    expect(missing).toMatchObject({ kind: 'render', status: 404, state: { page: { kind: 'notFound', title: 'Sidan hittades inte' } } });
  });

  it("hands a filtered list's route params to the browser with a client-mode slot (issue 13: the browser never re-derives them)", async () => {
    const d = deps(async () => ({ kind: 'props', props: validProps }), new Error('bundle missing'));
    const page = await loadPage(d, site, '/kop-bil/s/volvo/xc60', { query: { sort: 'price_asc' } });
    expect(page.kind === 'render' && page.state.page.kind === 'remote' && page.state.page.slot).toMatchObject({
      mode: 'client',
      moduleId: 'mfe-search/CarList',
      inputs: { site: 'dealergroup-se', language: 'sv', path: '/kop-bil/s/volvo/xc60', params: ['volvo', 'xc60'], query: { sort: 'price_asc' } },
    });
  });
});
