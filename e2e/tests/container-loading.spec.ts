import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from '../support/browser';
import { firstCar } from '../support/sandbox';
import { fetchPage, PARTNER_PORT, siteUrl } from '../support/system';

// Issue 14: remotes are webpack Module Federation containers with webpack's own sharing runtime, and no federation
// runtime library anywhere in the page. A composed page loads each remote by its container.js (preloaded with main.js
// by the body's loader, host-shell/src/server/render/hostEntryLoader.ts); a partner's page starts from embed.js alone (docs/decisions.md, "webpack's own Module
// Federation").

/** The remote files a page asked for, as '<remote>/<file>' without the version folder. */
function remoteFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const match = /\/(mfe-[a-z-]+)\/[^/]+\/([^/?]+\.(?:js|json))(\?|$)/.exec(request.url());
    if (match) files.push(`${match[1]}/${match[2]}`);
  });
  return files;
}

/** What a page holds of a federation runtime library (@module-federation's globals) and of the page's share scope. */
const federationGlobals = (page: Page) =>
  page.evaluate(() => {
    type Registration = { from: string; loaded?: boolean | number };
    const page = globalThis as unknown as { __FEDERATION__?: unknown; _FEDERATION_RUNTIME_CORE?: unknown; __SHOWROOM_SHARE_SCOPE__?: Record<string, Record<string, Registration>> };
    const react = Object.values(page.__SHOWROOM_SHARE_SCOPE__?.react ?? {}).map(({ from, loaded }) => ({ from, loaded: Boolean(loaded) }));
    return { library: page.__FEDERATION__ !== undefined || page._FEDERATION_RUNTIME_CORE !== undefined, react };
  });

test("a composed page preloads and loads each remote's container.js, and no manifest, on webpack's own sharing", async ({ page }) => {
  const html = await (await fetchPage('dealergroup-se', '/kop-bil')).text();
  // Not from the head, where it would share the line with the first card's picture: the loader's list.
  expect(html).not.toMatch(/<link rel="preload" as="script"/);
  const containers = JSON.parse(/\(function\(d,src\)\{var [^<]*?,c=(\[[^\]]*\]);/.exec(html)?.[1] ?? '[]') as string[];
  expect(containers).toHaveLength(1);
  const preload = containers[0];
  expect(preload).toMatch(/\/mfe-search\/[^/]+\/container\.js$/);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const files = remoteFiles(page);
  await openHydrated(page, siteUrl('dealergroup-se', '/kop-bil'));
  await expect(page.locator('article[data-car-id]')).toHaveCount(48);
  expect(files).toContain('mfe-search/container.js');
  expect(files).not.toContain('mfe-search/mf-manifest.json');
  expect(files).not.toContain('mfe-search/remoteEntry.js');
  // One React, the host's, which the car list took from the page's share scope.
  expect(await federationGlobals(page)).toEqual({ library: false, react: [{ from: 'host', loaded: true }] });

  // A partner's single-spa root config loads remoteEntry.js: the same container, file for file.
  const container = await (await fetch(preload!)).text();
  const partnerEntry = await (await fetch(new URL('remoteEntry.js', preload!))).text();
  expect(partnerEntry).toBe(container);
  expect(container).toMatch(/^var mfe_search;/);
  expect(errors).toEqual([]);
});

test('a partner page with no host starts from embed.js alone, on its own copy of React, with its language\'s texts only, and the car renders', async ({ page }) => {
  const car = await firstCar('dealergroup-se');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const files = remoteFiles(page);
  await page.goto(`http://127.0.0.1:${PARTNER_PORT}/car?id=${car.car_id}`);
  await expect(page.locator('showroom-car-detail').locator('h1')).toBeVisible();
  expect(files).toContain('mfe-car-detail/embed.js');
  expect(files.some((file) => file.endsWith('/container.js') || file.endsWith('/mf-manifest.json'))).toBe(false);
  expect(await federationGlobals(page)).toEqual({ library: false, react: [{ from: 'mfe_car_detail', loaded: true }] });
  // Its texts in its element's language only, a chunk of their own (the other four languages are not downloaded).
  expect(files.filter((file) => file.includes('/texts-'))).toEqual([expect.stringMatching(/^mfe-car-detail\/texts-sv\.[0-9a-f]+\.js$/)]);
  await expect(page.locator('showroom-car-detail').getByText('Årsmodell').first()).toBeVisible();

  // An element the partner adds later in another language loads that language's texts when it connects.
  await page.evaluate((carId) => {
    const element = document.createElement('showroom-car-detail');
    for (const [name, value] of Object.entries({ site: 'dealergroup-se', locale: 'en', api: document.querySelector('showroom-car-detail')!.getAttribute('api')!, 'car-id': carId })) element.setAttribute(name, value);
    element.id = 'added';
    document.body.append(element);
  }, car.car_id);
  await expect(page.locator('#added').getByText('Mileage', { exact: true }).first()).toBeVisible();
  expect(files.filter((file) => file.includes('/texts-'))).toEqual([expect.stringMatching(/\/texts-sv\./), expect.stringMatching(/^mfe-car-detail\/texts-en\.[0-9a-f]+\.js$/)]);
  expect(errors).toEqual([]);
});
