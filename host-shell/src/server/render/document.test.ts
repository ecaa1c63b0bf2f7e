import { documentHead, documentTail } from './document';
import { samplePageState } from '../../shell/testing/samplePageState';

// The build's name for the host's entry (hostEntryScript.ts reads it from entry-scripts.json).
const MAIN = '/static/host/main.0a1b2c3d.js';
const HEAD = { stateNonce: 'n0nce' };

const state = samplePageState();
const withMeta = (meta: Partial<ReturnType<typeof samplePageState>['meta']>) => samplePageState({ meta: { ...state.meta, ...meta } });

describe('document', () => {
  it('escapes the metadata and loads no third-party script unless a tag manager is configured', () => {
    const head = documentHead(withMeta({ title: 'Bilar <b>"billigt"</b>', description: 'a "b" <c>' }), HEAD);
    expect(head).toContain('<title>Bilar &lt;b&gt;&quot;billigt&quot;&lt;/b&gt;</title>');
    expect(head).toContain('<meta name="description" content="a &quot;b&quot; &lt;c&gt;">');
    expect(head).not.toContain('googletagmanager');
    expect(documentHead(withMeta({ gtmId: 'GTM-AB12CD' }), HEAD)).toContain('gtm.js?id=GTM-AB12CD');
  });

  it('writes Open Graph, canonical and favicon tags from the page metadata', () => {
    const head = documentHead(withMeta({ ogTitle: 'Nyheter', ogDescription: 'Nytt', ogImage: 'http://h/i.svg', canonicalUrl: 'http://h/nyheter', favicon: '/-/media/logo/x/3.svg' }), HEAD);
    expect(head).toContain('<meta property="og:title" content="Nyheter">');
    expect(head).toContain('<meta property="og:description" content="Nytt">');
    expect(head).toContain('<meta property="og:image" content="http://h/i.svg">');
    expect(head).toContain('<link rel="canonical" href="http://h/nyheter">');
    expect(head).toContain('<link rel="icon" href="/-/media/logo/x/3.svg">');
    expect(head).not.toContain('noindex');
    expect(documentHead(samplePageState({ editing: true }), HEAD)).toContain('<meta name="robots" content="noindex">');
  });

  it("writes a remote page's structured data into the head as JSON-LD: no nonce (data, not a script), and no text in it can close the element", () => {
    const hostile = '</script><script>alert(1)</script>\u2028';
    const head = documentHead(state, { ...HEAD, structuredData: { '@context': 'https://schema.org', '@type': 'AutoDealer', name: hostile } });
    const tag = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head);
    expect(tag).not.toBeNull();
    expect(tag![1]).not.toContain('<');
    expect(JSON.parse(tag![1]!)).toEqual({ '@context': 'https://schema.org', '@type': 'AutoDealer', name: hostile });
    // One script element only for it (the head has no other): the hostile name did not open a second one.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(documentHead(state, HEAD)).not.toContain('application/ld+json');
  });

  it("leaves the remotes' containers and the host's entry to the body's loader, which gets them escaped", () => {
    const containers = ['http://cdn/mfe-search/1.0.0/container.js', 'http://cdn/x"><script>alert(1)</script>/container.js'];
    const head = documentHead(state, HEAD);
    // Neither is preloaded from the head: the loader fetches both once the page's picture is in (hostEntryLoader.ts).
    expect(head).not.toContain('rel="preload" as="script"');
    expect(head).not.toContain('/static/host/');
    const tail = documentTail(state, 'n0nce', MAIN, containers);
    expect(tail).toContain('"http://cdn/mfe-search/1.0.0/container.js"');
    // The hostile URL stays a string in the loader: one closing script tag per script, no markup.
    expect(tail).not.toContain('<script>alert(1)');
    expect(tail.match(/<\/script>/g)).toHaveLength(3);
  });

  it('closes with the state for hydration', () => {
    expect(documentTail(state, 'n0nce', MAIN)).toMatch(/<script id="__SHOWROOM__" data-state-nonce="n0nce" type="application\/json">\{.*\}<\/script><script id="__SHOWROOM_TEXTS__"/);
    expect(documentHead(state, HEAD)).toContain('<html lang="sv" data-state-nonce="n0nce">');
  });

  it("gives every script and the style tag the page names the response's nonce, which is also the CSP nonce (issue 20)", () => {
    const head = documentHead(withMeta({ gtmId: 'GTM-AB12CD' }), { ...HEAD, styles: '<style data-emotion="css x" nonce="n0nce">.x{}</style>' });
    const scripts = head.match(/<script[^>]*>/g) ?? [];
    // The data layer's start and the tag manager's script; main.js is fetched and started from the tail.
    expect(scripts).toHaveLength(2);
    for (const tag of scripts) expect(tag).toContain('nonce="n0nce"');
    expect(head).not.toMatch(/<script[^>]*src="\/static\/host\//);
    const tailScripts = documentTail(state, 'n0nce', MAIN).match(/<script[^>]*>/g) ?? [];
    // The state, the texts and the entry's loader.
    expect(tailScripts).toHaveLength(3);
    for (const tag of tailScripts) expect(tag).toContain('nonce="n0nce"');
  });

  it("carries the built-in texts of the page's language only, for the browser bundle that has none", () => {
    const texts = (language: 'sv' | 'en') => {
      const tail = documentTail(samplePageState({ language }), 'n0nce', MAIN);
      const json = /<script id="__SHOWROOM_TEXTS__" data-state-nonce="n0nce" type="application\/json">(.*?)<\/script><script nonce="n0nce">/.exec(tail)?.[1];
      return JSON.parse(json ?? 'null') as Record<string, unknown>;
    };
    // Spelled out here rather than read from the dictionary under test.
    expect(texts('sv')['shell.skipToContent']).toBe('Hoppa till innehållet');
    expect(texts('en')['shell.skipToContent']).toBe('Skip to content');
    expect(JSON.stringify(texts('sv'))).not.toContain('Skip to content');
  });

  it("carries the texts of the page's own remotes, not every remote's", () => {
    const keysOf = (remotes: string[]) => {
      const pointer = { version: '1.0.0', manifest: 'http://cdn.test/mf-manifest.json' };
      const tail = documentTail(samplePageState({ remotes: Object.fromEntries(remotes.map((name) => [name, pointer])) }), 'n0nce', MAIN);
      const json = /<script id="__SHOWROOM_TEXTS__"[^>]*>(.*?)<\/script>/.exec(tail)?.[1];
      return Object.keys(JSON.parse(json ?? '{}') as object);
    };
    const search = keysOf(['mfe-search']);
    const dealers = keysOf(['mfe-dealers']);
    // The search's filter texts on its page only; the dealer finder's on the dealers' page only; the shell's on both.
    expect(search).toContain('carFilters.clearAll');
    expect(search).not.toContain('dealerFinder.nearest');
    expect(dealers).toContain('dealerFinder.nearest');
    expect(dealers).not.toContain('carFilters.clearAll');
    for (const keys of [search, dealers, keysOf([])]) expect(keys).toContain('shell.skipToContent');
    // The same set of remotes in another order is the same page's texts.
    expect(keysOf(['mfe-kits', 'mfe-dealers'])).toEqual(keysOf(['mfe-dealers', 'mfe-kits']));
  });
});
