import { expect, test } from '@playwright/test';
import { navigationFlagSchema } from '@showroom/contracts';
import { openHydrated } from '../support/browser';
import { contentGraph } from '../support/sandbox';
import { siteUrl } from '../support/system';

// Issue 12: attacks that run in the visitor's browser, tried on the real pages.
type Bus = { emit(topic: string, payload: unknown): void };
const emitNavigate = (href: string) => {
  const bus = (globalThis as unknown as Record<symbol, Bus | undefined>)[Symbol.for('showroom.event-bus')];
  if (!bus) throw new Error('no bus on the page');
  bus.emit('navigate', { href });
};

test.describe('the navigate bus topic (item 12)', () => {
  test('a hostile navigate event neither runs script nor leaves the site; a path on the site is followed', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(siteUrl('dealergroup-se', '/').replace(/\/$/, ''))) foreign.push(request.url());
    });
    await openHydrated(page, siteUrl('dealergroup-se', '/kop-bil'));
    const start = page.url();
    for (const href of ['javascript:window.__pwned=1', 'data:text/html,<script>alert(1)</script>', '//evil.example/login', 'https://evil.example/']) {
      await page.evaluate(emitNavigate, href);
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(page.url()).toBe(start);
    expect(foreign.filter((url) => url.includes('evil.example'))).toEqual([]);
    await Promise.all([page.waitForURL(/\/nyheter$/), page.evaluate(emitNavigate, '/nyheter')]);
  });
});

test.describe('page state (item 6)', () => {
  test('the page state script carries the nonce on <html>, fresh per response', async ({ page }) => {
    await openHydrated(page, siteUrl('dealergroup-se', '/'));
    const first = await page.evaluate(() => document.documentElement.getAttribute('data-state-nonce'));
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The state and the page's texts, the two scripts the browser reads, and nothing else.
    const marked = await page.locator(`script[data-state-nonce="${first}"]`).evaluateAll((scripts) => scripts.map((script) => script.id));
    expect(marked).toEqual(['__SHOWROOM__', '__SHOWROOM_TEXTS__']);
    await openHydrated(page, siteUrl('dealergroup-se', '/'));
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-state-nonce'))).not.toBe(first);
  });
});

test.describe('hidden navigation items (item 13)', () => {
  test('items the platform hides in navigation are not in the page state', async ({ page }) => {
    // The platform's "1"/"0" and 1/0 as well as booleans (issue 15 item 1): read as the contract reads them.
    type Item = { url: { path: string }; hideInNavigation: unknown; children?: Item[] | null };
    const ITEM = 'url { path } hideInNavigation';
    const graph = await contentGraph<{ navigation: { items: Item[] } }>(`{ navigation(site: "dealergroup-se", language: "sv") { items { ${ITEM} children { ${ITEM} children { ${ITEM} } } } } }`);
    const flatten = (items: Item[]): Item[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
    // Brute force over the seeded navigation: the hidden ones (the sandbox hides the privacy page and /tack).
    const hidden = flatten(graph.navigation.items).filter((item) => navigationFlagSchema.parse(item.hideInNavigation)).map((item) => item.url.path);
    expect(hidden.length).toBeGreaterThan(0);
    await openHydrated(page, siteUrl('dealergroup-se', '/'));
    const inState = await page.evaluate(() => {
      const nonce = document.documentElement.getAttribute('data-state-nonce');
      const state = JSON.parse(document.querySelector(`script[data-state-nonce="${nonce}"]`)!.textContent!) as { navigation: { items: unknown[] } };
      const paths: string[] = [];
      const walk = (items: { url: { path: string }; children?: unknown[] | null }[]) => items.forEach((item) => (paths.push(item.url.path), walk((item.children ?? []) as never)));
      walk(state.navigation.items as never);
      return paths;
    });
    expect(inState.length).toBeGreaterThan(0);
    expect(inState.filter((path) => hidden.includes(path))).toEqual([]);
  });
});
