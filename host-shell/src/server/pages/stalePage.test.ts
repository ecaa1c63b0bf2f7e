/** @jest-environment node */
import { SITES } from '@showroom/sites';
import type { ContentService } from '../content/contentService';
import { cachedShellContent } from '../content/shellContentCache';
import { loadPage, type PageDeps } from './loadPage';

// A content platform that answers until it is switched off, behind the host's real stale-if-error cache (TTL 0,
// as in the test system): what a visitor gets for a page seen before the outage, and for one never seen.
const site = SITES['dealergroup-se'];
const route = {
  path: '/om-oss', name: 'om-oss', language: 'sv', metaTitle: 'Om oss', navTitle: 'Om oss', metaDescription: 'Om Dealergroup',
  ogDescription: null, ogImage: null, canonicalURL: null, gtmID: null, BrandDesign: null, pageKind: null,
  components: [],
  placeholders: { header: [], main: [{ uid: 'blurb', componentName: 'Blurb', fields: { Title: 'Om oss', Text: '<p>Hej</p>' } }], footer: [] },
};

function platform() {
  let down = false;
  const answer = <T>(value: T) => jest.fn(async () => {
    if (down) throw new Error('content: answered 503');
    return value;
  });
  const raw = {
    navigation: answer({ settings: {}, items: [] }),
    languages: answer([]),
    dictionary: answer({ 'shell.menu': 'Meny' }),
    footer: answer({ html: '<p>Sidfot</p>' }),
    alertBar: answer(null),
    brandLogos: answer([]),
    siteSettings: answer(null),
    layout: jest.fn(async (_site: string, path: string) => {
      if (down) throw new Error('content: answered 503');
      return path === '/om-oss' || path === '/kontakt' ? { item: { ...route, path } } : { item: null };
    }),
  } as unknown as ContentService;
  return { content: cachedShellContent(raw, { ttlMs: 0, maxStaleMs: 600_000 }), setDown: (on: boolean) => (down = on) };
}

function deps(content: PageDeps['content']): PageDeps {
  return {
    content,
    registry: { get: async () => ({ remotes: {} }) },
    bundles: { load: jest.fn(async () => Promise.reject(new Error('no bundles here'))) },
    api: { search: jest.fn() },
    slotDeadlineMs: 1000,
    log: { warn: jest.fn(), error: jest.fn() },
  } as PageDeps;
}

describe('a content outage (issue 20: stale-if-error)', () => {
  it('renders a page seen before from the last good copy, 200, marked stale; the same page before the outage is not marked', async () => {
    const { content, setDown } = platform();
    const before = await loadPage(deps(content), site, '/om-oss', { query: {} });
    expect(before).toMatchObject({ kind: 'render', status: 200 });
    expect(before.kind === 'render' && before.stale).toBeFalsy();
    setDown(true);
    const during = await loadPage(deps(content), site, '/om-oss', { query: {} });
    if (during.kind !== 'render') throw new Error('expected a render');
    expect(during.status).toBe(200);
    expect(during.state.page).toMatchObject({ kind: 'content', title: 'Om oss' });
    expect(during.state.footer).toEqual({ html: '<p>Sidfot</p>' });
    expect(during.state.dictionary).toEqual({ 'shell.menu': 'Meny' });
    expect(during.stale).toEqual(expect.arrayContaining(['layout', 'navigation', 'footer', 'dictionary']));
  });

  it('still answers 503 (the error page) for a page never seen, and 404 stays 404 only while the platform answers', async () => {
    const { content, setDown } = platform();
    await loadPage(deps(content), site, '/om-oss', { query: {} });
    expect(await loadPage(deps(content), site, '/finns-inte', { query: {} })).toMatchObject({ status: 404 });
    setDown(true);
    expect(await loadPage(deps(content), site, '/kontakt', { query: {} })).toMatchObject({ kind: 'render', status: 503, state: { page: { kind: 'error', title: 'Något gick fel' } } });
    expect(await loadPage(deps(content), site, '/finns-inte', { query: {} })).toMatchObject({ status: 503 });
  });
});
