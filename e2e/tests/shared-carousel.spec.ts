import { expect, test, type Page } from '@playwright/test';
import { openHydrated, watchConsole } from '../support/browser';
import { siteUrl } from '../support/system';

// Issue 14: embla (the carousel) is lent to the remotes by the host on demand, from the host's `embla` chunk, rather
// than from the entry every page loads (host-shell/src/client/shareOnDemand.ts). A page with a carousel loads it once
// and mfe-search's car of the week runs on the host's copy; a page without one loads none of it.

const SITE = 'dealergroup-se';

/** The JavaScript files a page asked for, as URLs. */
function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/**
 * Those of the files that carry embla's code, as paths. 'containScroll' is one of embla's option names, kept by the
 * minifier as a property name. Fetched from 127.0.0.1: static files do not depend on the site's host name.
 */
async function withCarouselCode(urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    const local = new URL(url);
    local.hostname = '127.0.0.1';
    if ((await (await fetch(local)).text()).includes('containScroll')) found.push(local.pathname);
  }
  return found;
}

/**
 * Every copy of embla registered in the page's share scope (webpack's sharing runtime, published by the host as
 * __SHOWROOM_SHARE_SCOPE__): whose copy it is and whether a consumer took it.
 */
const carouselCopies = (page: Page) =>
  page.evaluate(() => {
    type Registration = { from: string; loaded?: boolean | number };
    const scope = (globalThis as unknown as { __SHOWROOM_SHARE_SCOPE__?: Record<string, Record<string, Registration>> }).__SHOWROOM_SHARE_SCOPE__;
    return Object.values(scope?.['embla-carousel-react'] ?? {}).map(({ from, loaded }) => ({ from, loaded: Boolean(loaded) }));
  });

test('the home page: one copy of embla, in the host\'s embla chunk, and the car of the week turns with it', async ({ page }) => {
  const problems = watchConsole(page);
  const scripts = scriptsRequested(page);
  await openHydrated(page, siteUrl(SITE, '/'));
  const block = page.locator('[data-block="car-of-the-week"]');
  const first = block.getByRole('group').first();
  const left = async () => (await first.boundingBox())?.x ?? 0;
  const before = await left();
  await block.getByRole('button', { name: 'Nästa bil' }).click();
  await expect.poll(left).not.toBe(before);

  // mfe-search took embla from the share scope, and the only copy downloaded is the host's.
  expect(await carouselCopies(page)).toEqual([{ from: 'host', loaded: true }]);
  const carrying = await withCarouselCode(scripts);
  expect(carrying).toHaveLength(1);
  expect(carrying[0]).toMatch(/^\/static\/host\/embla\.[0-9a-f]+\.js$/);
  expect(problems).toEqual([]);
});

test('the car list, which has no carousel, downloads none of embla', async ({ page }) => {
  const problems = watchConsole(page);
  const scripts = scriptsRequested(page);
  await openHydrated(page, siteUrl(SITE, '/kop-bil'));
  await expect(page.locator('article[data-car-id]')).toHaveCount(48);
  // Once the page is idle it fetches the list's search code (car-list/carSearchCode.ts); by then it would have asked
  // for anything else it loads. The host's main.js is all it takes from the host: no embla, and no zod, which the host
  // lends on demand (client/shareOnDemand.ts) and the list's search no longer needs (its answers are checked by hand).
  await expect.poll(() => scripts.some((url) => /\/mfe-search\/[^/]+\/car-search\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  const hostScripts = scripts.map((url) => new URL(url).pathname).filter((path) => path.startsWith('/static/host/')).map((path) => path.replace(/\.[0-9a-f]+\.js$/, '.js'));
  expect(hostScripts).toEqual(['/static/host/main.js']);
  expect(await withCarouselCode(scripts)).toEqual([]);
  // Registered, so a remote could ask for it, but never loaded.
  expect(await carouselCopies(page)).toEqual([{ from: 'host', loaded: false }]);
  expect(problems).toEqual([]);
});
