/** @jest-environment node */
import type { ContentService } from './contentService';
import { cachedShellContent } from './shellContentCache';

// A content service whose footer answers 'footer #n' on the n-th call (or fails when told to).
function fakeContent() {
  let calls = 0;
  let failing = false;
  const footer = jest.fn(async (site: string, language: string) => {
    calls += 1;
    const n = calls;
    if (failing) throw new Error('content: answered 503');
    return { html: `${site}/${language} footer #${n}` };
  });
  const layout = jest.fn(async () => ({ item: null }));
  const content = { footer, layout, navigation: jest.fn(async () => ({ settings: {}, items: [] })) } as unknown as ContentService;
  return { content, footer, layout, fail: (on: boolean) => (failing = on) };
}

const TTL = 60_000;
const STALE = 600_000;
const DAY = 24 * 60 * 60 * 1000;

describe('cachedShellContent', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 1_000_000));

  it('answers from the cache while fresh: at 59,999 ms still the first answer, per site and language', async () => {
    const fake = fakeContent();
    const content = cachedShellContent(fake.content, { ttlMs: TTL, maxStaleMs: STALE, now });
    expect(await content.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #1' });
    clock += TTL - 1;
    expect(await content.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #1' });
    expect(fake.footer).toHaveBeenCalledTimes(1);
    // Another language is another entry.
    expect(await content.footer('dealergroup-se', 'en')).toEqual({ html: 'dealergroup-se/en footer #2' });
  });

  it('at 60,000 ms serves the stale answer and refreshes once in the background; the next request gets the new one', async () => {
    const fake = fakeContent();
    const content = cachedShellContent(fake.content, { ttlMs: TTL, maxStaleMs: STALE, now });
    await content.footer('dealergroup-se', 'sv');
    clock += TTL;
    const [a, b] = await Promise.all([content.footer('dealergroup-se', 'sv'), content.footer('dealergroup-se', 'sv')]);
    expect([a, b]).toEqual([{ html: 'dealergroup-se/sv footer #1' }, { html: 'dealergroup-se/sv footer #1' }]);
    expect(fake.footer).toHaveBeenCalledTimes(2); // one refresh for both requests
    await Promise.resolve();
    expect(await content.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #2' });
  });

  it('keeps the stale answer when the refresh fails, and tries again on the next request', async () => {
    const fake = fakeContent();
    const content = cachedShellContent(fake.content, { ttlMs: TTL, maxStaleMs: STALE, now });
    await content.footer('dealergroup-se', 'sv');
    fake.fail(true);
    clock += TTL + 1;
    expect(await content.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #1' });
    await new Promise((resolve) => setImmediate(resolve));
    fake.fail(false);
    expect(await content.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #1' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await content.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #3' });
  });

  it('serves stale up to ttl + maxStale - 1 ms; from ttl + maxStale on it asks for a new answer first, and in an outage falls back to the last good copy', async () => {
    const fake = fakeContent();
    const content = cachedShellContent(fake.content, { ttlMs: TTL, maxStaleMs: STALE, staleIfErrorMs: DAY, now });
    await content.footer('dealergroup-se', 'sv');
    fake.fail(true);
    clock += TTL + STALE - 1;
    expect(await content.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #1' });
    await new Promise((resolve) => setImmediate(resolve));
    const calls = fake.footer.mock.calls.length;
    clock += 1;
    // Past the stale-while-revalidate window: a fresh answer is asked for (and awaited), it fails, the copy stands in.
    expect(await content.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #1' });
    expect(fake.footer.mock.calls.length).toBe(calls + 1);
  });

  it('stale-if-error is bounded: a copy 24 h old still stands in, one 24 h + 1 ms old does not and the outage fails', async () => {
    const fake = fakeContent();
    const content = cachedShellContent(fake.content, { ttlMs: 0, maxStaleMs: STALE, staleIfErrorMs: DAY, now });
    await content.footer('dealergroup-se', 'sv');
    fake.fail(true);
    clock += DAY;
    expect(await content.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #1' });
    clock += 1;
    await expect(content.footer('dealergroup-se', 'sv')).rejects.toThrow('503');
  });

  it('shares one request between concurrent misses, and caches no failure', async () => {
    const fake = fakeContent();
    const content = cachedShellContent(fake.content, { ttlMs: TTL, maxStaleMs: STALE, now });
    await Promise.all([content.footer('carstore-se', 'sv'), content.footer('carstore-se', 'sv'), content.footer('carstore-se', 'sv')]);
    expect(fake.footer).toHaveBeenCalledTimes(1);
    fake.fail(true);
    await expect(content.footer('premium-uk', 'en')).rejects.toThrow();
    fake.fail(false);
    expect(await content.footer('premium-uk', 'en')).toEqual({ html: 'premium-uk/en footer #3' });
  });

  it('asks for page-specific content every time, and with a TTL of 0 for the shell content too', async () => {
    const fake = fakeContent();
    const content = cachedShellContent(fake.content, { ttlMs: TTL, maxStaleMs: STALE, now });
    await content.layout('dealergroup-se', '/om-oss', 'sv');
    await content.layout('dealergroup-se', '/om-oss', 'sv');
    expect(fake.layout).toHaveBeenCalledTimes(2);
    const off = cachedShellContent(fake.content, { ttlMs: 0, maxStaleMs: STALE, now });
    expect(await off.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #1' });
    expect(await off.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #2' });
  });
});

describe('stale-if-error (issue 20: a content outage shows the last good copy)', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 1_000_000));

  it('with a TTL of 0 (the test system) a failed answer is replaced by the last good one and reported, per request', async () => {
    const fake = fakeContent();
    const content = cachedShellContent(fake.content, { ttlMs: 0, maxStaleMs: STALE, now });
    const seen: string[] = [];
    const request = content.reportingStale((what) => seen.push(what));
    expect(await request.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #1' });
    expect(seen).toEqual([]);
    fake.fail(true);
    expect(await request.footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #1' });
    expect(seen).toEqual(['footer']);
    // Another request's report is its own; a site and language never answered has nothing to stand in.
    const other: string[] = [];
    await expect(content.reportingStale((what) => other.push(what)).footer('carstore-se', 'sv')).rejects.toThrow('503');
    expect(other).toEqual([]);
    // Back up: the fresh answer again, not reported.
    fake.fail(false);
    const after: string[] = [];
    expect(await content.reportingStale((what) => after.push(what)).footer('dealergroup-se', 'sv')).toEqual({ html: 'dealergroup-se/sv footer #4' });
    expect(after).toEqual([]);
  });

  it('reports an answer served stale-while-revalidate only once a refresh has failed', async () => {
    const fake = fakeContent();
    const content = cachedShellContent(fake.content, { ttlMs: TTL, maxStaleMs: STALE, now });
    await content.footer('dealergroup-se', 'sv');
    clock += TTL;
    const seen: string[] = [];
    fake.fail(true);
    await content.reportingStale((what) => seen.push(what)).footer('dealergroup-se', 'sv');
    expect(seen).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    await content.reportingStale((what) => seen.push(what)).footer('dealergroup-se', 'sv');
    expect(seen).toEqual(['footer']);
  });

  const page = (path: string, n: number) => ({ item: { path, name: `${path} #${n}` } });

  it('keeps the last good layout per site, language and path; a page never answered well still fails', async () => {
    let n = 0;
    let failing = false;
    const layout = jest.fn(async (_site: string, path: string) => {
      n += 1;
      if (failing) throw new Error('content: answered 503');
      return path === '/finns-inte' ? { item: null } : page(path, n);
    });
    const content = cachedShellContent({ ...fakeContent().content, layout } as unknown as ContentService, { ttlMs: 0, maxStaleMs: STALE, now });
    await content.layout('dealergroup-se', '/om-oss', 'sv');
    await content.layout('dealergroup-se', '/finns-inte', 'sv');
    failing = true;
    const seen: string[] = [];
    const request = content.reportingStale((what) => seen.push(what));
    expect(await request.layout('dealergroup-se', '/om-oss', 'sv')).toEqual(page('/om-oss', 1));
    expect(seen).toEqual(['layout']);
    // Not the other language's or site's page, not a page that did not exist ({ item: null } is not kept), not one never seen.
    await expect(request.layout('dealergroup-se', '/om-oss', 'en')).rejects.toThrow('503');
    await expect(request.layout('carstore-se', '/om-oss', 'sv')).rejects.toThrow('503');
    await expect(request.layout('dealergroup-se', '/finns-inte', 'sv')).rejects.toThrow('503');
    await expect(request.layout('dealergroup-se', '/aldrig', 'sv')).rejects.toThrow('503');
  });

  it('keeps at most maxPages layouts, the least recently used out first', async () => {
    let failing = false;
    const layout = jest.fn(async (_site: string, path: string) => {
      if (failing) throw new Error('content: answered 503');
      return page(path, 0);
    });
    const content = cachedShellContent({ ...fakeContent().content, layout } as unknown as ContentService, { ttlMs: 0, maxStaleMs: STALE, maxPages: 2, now });
    await content.layout('s', '/a', 'sv');
    await content.layout('s', '/b', 'sv');
    failing = true;
    await content.layout('s', '/a', 'sv'); // served stale: /a is now the most recently used
    failing = false;
    await content.layout('s', '/c', 'sv'); // a third page: /b, the least recently used, goes
    failing = true;
    expect(await content.layout('s', '/a', 'sv')).toEqual(page('/a', 0));
    expect(await content.layout('s', '/c', 'sv')).toEqual(page('/c', 0));
    await expect(content.layout('s', '/b', 'sv')).rejects.toThrow('503');
  });

  it("bounds a layout copy's age too: at 24 h it stands in, at 24 h + 1 ms the page fails", async () => {
    let failing = false;
    const layout = jest.fn(async (_site: string, path: string) => {
      if (failing) throw new Error('content: answered 503');
      return page(path, 0);
    });
    const content = cachedShellContent({ ...fakeContent().content, layout } as unknown as ContentService, { ttlMs: 0, maxStaleMs: STALE, staleIfErrorMs: DAY, now });
    await content.layout('s', '/a', 'sv');
    failing = true;
    clock += DAY;
    expect(await content.layout('s', '/a', 'sv')).toEqual(page('/a', 0));
    clock += 1;
    await expect(content.layout('s', '/a', 'sv')).rejects.toThrow('503');
  });
});
