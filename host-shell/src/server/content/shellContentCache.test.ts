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

  it('serves stale up to ttl + maxStale - 1 ms; from ttl + maxStale on it waits for a new answer, and an outage then fails', async () => {
    const fake = fakeContent();
    const content = cachedShellContent(fake.content, { ttlMs: TTL, maxStaleMs: STALE, now });
    await content.footer('dealergroup-se', 'sv');
    fake.fail(true);
    clock += TTL + STALE - 1;
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

  it('passes page-specific calls through, and with a TTL of 0 caches nothing', async () => {
    const fake = fakeContent();
    const content = cachedShellContent(fake.content, { ttlMs: TTL, maxStaleMs: STALE, now });
    await content.layout('dealergroup-se', '/om-oss', 'sv');
    await content.layout('dealergroup-se', '/om-oss', 'sv');
    expect(fake.layout).toHaveBeenCalledTimes(2);
    const off = cachedShellContent(fake.content, { ttlMs: 0, maxStaleMs: STALE, now });
    expect(off).toBe(fake.content);
  });
});
