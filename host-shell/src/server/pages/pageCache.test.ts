/** @jest-environment node */
import { gunzipSync } from 'node:zlib';
import { gzipWith } from '../render/noncedDocument';
import { PageCache, type ProducedPage } from './pageCache';

// A clock the test moves by hand, and a producer that counts its renders and can be held open.
function setUp(options: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  let now = 1_000_000;
  const cache = new PageCache({ freshMs: 2_000, staleMs: 10_000, maxBytes: 1_000_000, maxEntries: 100, compress: false, now: () => now, ...options });
  let renders = 0;
  const page = (html: string, keep = true, status = 200): ((nonce: string) => Promise<ProducedPage>) => async (nonce) => {
    renders += 1;
    return { kind: 'html', status, html: `<script nonce="${nonce}">${html}</script>`, keep };
  };
  return { cache, page, renders: () => renders, advance: (ms: number) => (now += ms) };
}

const htmlOf = (page: ProducedPage) => (page.kind === 'html' ? page.html : page.location);

describe('PageCache (issue 14: pages rendered once per couple of seconds, each answer with its own nonce)', () => {
  it('renders a page once and answers the next request from the copy, with the nonce slot filled per response', async () => {
    const { cache, page, renders } = setUp();
    const first = await cache.get('home', page('v1'));
    const second = await cache.get('home', page('v2'));
    expect(renders()).toBe(1);
    expect(first.hit).toBe(false);
    expect(second.hit).toBe(true);
    expect(htmlOf(second.page)).toBe(`<script nonce="${cache.nonceSlot}">v1</script>`);
    expect(cache.withNonce(htmlOf(second.page), 'abc')).toBe('<script nonce="abc">v1</script>');
    expect(cache.withNonce(htmlOf(second.page), 'xyz')).toBe('<script nonce="xyz">v1</script>');
  });

  it('makes an unguessable slot per cache: 18 random bytes, never the same twice', () => {
    const a = setUp().cache.nonceSlot;
    const b = setUp().cache.nonceSlot;
    expect(a).not.toBe(b);
    // 'nonce-slot-' and 24 base64url characters (18 bytes * 8 / 6 = 24).
    expect(a).toMatch(/^nonce-slot-[A-Za-z0-9_-]{24}$/);
  });

  it('keeps a page fresh for freshMs: 1 ms before, the copy; at freshMs, the copy while one render replaces it', async () => {
    const { cache, page, renders, advance } = setUp();
    await cache.get('home', page('v1'));
    advance(1_999);
    expect(htmlOf((await cache.get('home', page('v2'))).page)).toContain('v1');
    expect(renders()).toBe(1);
    advance(1);
    // Stale: answered from the copy at once; the background render (v2) replaces it.
    expect(htmlOf((await cache.get('home', page('v2'))).page)).toContain('v1');
    await new Promise(setImmediate);
    expect(renders()).toBe(2);
    expect(htmlOf((await cache.get('home', page('v3'))).page)).toContain('v2');
    expect(renders()).toBe(2);
  });

  it('answers a copy no longer than freshMs + staleMs: 11,999 ms old, the copy; 12,000 ms old, the request waits for the render in progress', async () => {
    const { cache, renders, advance } = setUp();
    // A refresh that never finishes: the stale copy keeps being answered, and only until its window ends.
    let pending = true;
    const held: (nonce: string) => Promise<ProducedPage> = () => (pending ? new Promise(() => undefined) : Promise.resolve({ kind: 'html', status: 200, html: 'fresh', keep: true }));
    await cache.get('home', async () => ({ kind: 'html', status: 200, html: 'first', keep: true }));
    advance(11_999); // 2,000 fresh + 10,000 stale - 1
    expect(htmlOf((await cache.get('home', held)).page)).toBe('first');
    advance(1);
    pending = false;
    // The held refresh is still "rendering": a request past the window waits for it rather than start a second.
    const late = cache.get('home', held);
    const settled = await Promise.race([late.then(() => 'answered'), new Promise((resolve) => setImmediate(() => resolve('waiting')))]);
    expect(settled).toBe('waiting');
    expect(renders()).toBe(0);
  });

  it('lets concurrent requests for a page being rendered wait for that one render', async () => {
    const { cache, page, renders } = setUp();
    const answers = await Promise.all([cache.get('list', page('a')), cache.get('list', page('b')), cache.get('list', page('c'))]);
    expect(renders()).toBe(1);
    expect(answers.map((a) => a.hit)).toEqual([false, true, true]);
    expect(new Set(answers.map((a) => htmlOf(a.page))).size).toBe(1);
  });

  it('does not keep a page that says so (an error, stale content): the next request renders again', async () => {
    const { cache, page, renders } = setUp();
    const failed = await cache.get('list', page('503 page', false, 503));
    expect(failed.page).toMatchObject({ status: 503 });
    await cache.get('list', page('200 page'));
    expect(renders()).toBe(2);
    expect(htmlOf((await cache.get('list', page('third'))).page)).toContain('200 page');
    expect(renders()).toBe(2);
  });

  it('keeps a page whose slot fell back for fallbackFreshMs only: 999 ms old, the copy; at 1,000 ms, a render replaces it', async () => {
    const { cache, advance } = setUp({ fallbackFreshMs: 1_000 });
    let version = 0;
    let remoteUp = false;
    const produce = async (nonce: string): Promise<ProducedPage> => {
      version += 1;
      return { kind: 'html', status: 200, html: `<p nonce="${nonce}">v${version}</p>`, keep: true, fellBack: !remoteUp };
    };
    await cache.get('list', produce);
    advance(999);
    expect(htmlOf((await cache.get('list', produce)).page)).toContain('v1');
    expect(version).toBe(1); // the copy, no second render
    remoteUp = true; // the remote recovers
    advance(1);
    // Past its 1 s: answered from the copy once while one render replaces it; that render is a whole page, kept
    // for the cache's full 2 s.
    expect(htmlOf((await cache.get('list', produce)).page)).toContain('v1');
    await new Promise(setImmediate);
    expect(version).toBe(2);
    advance(1_999);
    expect(htmlOf((await cache.get('list', produce)).page)).toContain('v2');
    expect(version).toBe(2);
  });

  it('does not keep a page whose slot fell back when fallbackFreshMs is 0 (or unset)', async () => {
    for (const options of [{ fallbackFreshMs: 0 }, {}]) {
      const { cache } = setUp(options);
      let renders = 0;
      const produce = async (): Promise<ProducedPage> => ({ kind: 'html', status: 200, html: `v${(renders += 1)}`, keep: true, fellBack: true });
      await cache.get('list', produce);
      expect((await cache.get('list', produce)).hit).toBe(false);
      expect(renders).toBe(2);
      expect(cache.stats.pages).toBe(0);
    }
  });

  it('keeps answering the old copy when a background render fails, and reports the failure', async () => {
    const errors: unknown[] = [];
    const { cache, page, advance } = setUp({ onRefreshError: (e) => errors.push(e) });
    await cache.get('home', page('good'));
    advance(2_000);
    expect(htmlOf((await cache.get('home', async () => Promise.reject(new Error('registry down')))).page)).toContain('good');
    await new Promise(setImmediate);
    expect(errors).toEqual([new Error('registry down')]);
    expect(htmlOf((await cache.get('home', page('later'))).page)).toContain('good');
  });

  it('keeps redirects too, and a first render that throws reaches the request (and is not kept)', async () => {
    const { cache, renders } = setUp();
    let calls = 0;
    const redirect = async (): Promise<ProducedPage> => {
      calls += 1;
      return { kind: 'redirect', status: 301, location: '/kop-bil', keep: true };
    };
    await cache.get('/begagnat', redirect);
    expect((await cache.get('/begagnat', redirect)).page).toEqual({ kind: 'redirect', status: 301, location: '/kop-bil', keep: true });
    expect(calls).toBe(1);
    await expect(cache.get('/boom', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.stats.pages).toBe(1);
    expect(renders()).toBe(0);
  });

  it('keeps at most maxBytes of keys and pages, forgetting the least recently used page first', async () => {
    // Each page: key 1 character + html 'x' * 249 = 250 characters (the most one page may be: 1,000 / 4); four
    // fill the 1,000 exactly, a fifth pushes the least recently used one out.
    const { cache } = setUp({ maxBytes: 1_000 });
    const html = 'x'.repeat(249);
    const produce = async (): Promise<ProducedPage> => ({ kind: 'html', status: 200, html, keep: true });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, produce);
    expect(cache.stats).toEqual({ pages: 4, bytes: 1_000 });
    await cache.get('a', produce); // a is now the most recently used
    await cache.get('e', produce);
    expect(cache.stats).toEqual({ pages: 4, bytes: 1_000 });
    expect((await cache.get('b', produce)).hit).toBe(false); // b was the oldest
  });

  it('keeps a popular page through a flood of distinct addresses: it is pushed out only after maxEntries other pages in a row', async () => {
    // A visitor (or a bot) asking 5,000 distinct car-list addresses while the home page is asked once in every 10:
    // each home hit makes it the most recently used, and 9 flood pages between hits are far below the 50 it
    // takes to push it out, so home is rendered once and answered from the copy 500 times.
    const { cache, page, renders } = setUp({ maxEntries: 50 });
    await cache.get('home', page('home'));
    let homeHits = 0;
    for (let i = 1; i <= 5_000; i += 1) {
      await cache.get(`/bilar?page=${i}`, page(`flood ${i}`));
      if (i % 10 === 0 && (await cache.get('home', page('home again'))).hit) homeHits += 1;
    }
    expect(homeHits).toBe(500);
    expect(renders()).toBe(1 + 5_000); // home once, each flood address once
    expect(cache.stats.pages).toBe(50);
    // Both sides of the bound: 49 other pages in a row and home is still kept (it and 49 others fill the 50);
    // after that hit, 50 in a row and it is gone.
    for (let i = 1; i <= 49; i += 1) await cache.get(`/other?page=${i}`, page('other'));
    expect((await cache.get('home', page('home'))).hit).toBe(true);
    for (let i = 1; i <= 50; i += 1) await cache.get(`/more?page=${i}`, page('more'));
    expect((await cache.get('home', page('home'))).hit).toBe(false);
  });

  it('does not keep a single page larger than a quarter of the budget', async () => {
    const { cache, renders } = setUp({ maxBytes: 1_000 });
    // 1 + 250 = 251 characters > 1,000 / 4 = 250.
    const big = async (): Promise<ProducedPage> => ({ kind: 'html', status: 200, html: 'x'.repeat(250), keep: true });
    await cache.get('a', big);
    expect(cache.stats).toEqual({ pages: 0, bytes: 0 });
    await cache.get('a', async () => ({ kind: 'html', status: 200, html: 'x'.repeat(249), keep: true }));
    expect(cache.stats).toEqual({ pages: 1, bytes: 250 });
    expect(renders()).toBe(0);
  });

  it('counts a page replaced by its own refresh once', async () => {
    const { cache, advance } = setUp();
    await cache.get('k', async () => ({ kind: 'html', status: 200, html: 'aaaa', keep: true }));
    advance(2_000);
    await cache.get('k', async () => ({ kind: 'html', status: 200, html: 'bbbbbbbb', keep: true }));
    await new Promise(setImmediate);
    // key 1 + html 8.
    expect(cache.stats).toEqual({ pages: 1, bytes: 9 });
    cache.clear();
    expect(cache.stats).toEqual({ pages: 0, bytes: 0 });
  });

  it('keeps a page compressed, split at its nonce slots: gunzipped with a nonce, it is the page with that nonce', async () => {
    const { cache } = setUp({ compress: true });
    const produce = async (nonce: string): Promise<ProducedPage> => ({ kind: 'html', status: 200, html: `<html data-state-nonce="${nonce}"><script nonce="${nonce}"></script></html>`, keep: true });
    const first = await cache.get('home', produce);
    const second = await cache.get('home', produce);
    for (const answer of [first, second]) {
      if (answer.page.kind !== 'html' || !answer.page.document) throw new Error('expected a kept document');
      expect(gunzipSync(gzipWith(answer.page.document, 'R4nd0m')).toString()).toBe('<html data-state-nonce="R4nd0m"><script nonce="R4nd0m"></script></html>');
      // The HTML with the slot is let go once compressed.
      expect(answer.page.html).toBe('');
    }
    expect(cache.stats.bytes).toBe('home'.length + (second.page.kind === 'html' ? second.page.document!.bytes : 0));
  });
});
