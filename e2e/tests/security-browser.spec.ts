import { expect, test } from '@playwright/test';
import { openHydrated } from '../support/browser';
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
    expect(await page.locator(`script[data-state-nonce="${first}"]`).count()).toBe(1);
    await openHydrated(page, siteUrl('dealergroup-se', '/'));
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-state-nonce'))).not.toBe(first);
  });
});
