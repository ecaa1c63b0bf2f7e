import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from '../support/browser';
import { firstCar } from '../support/sandbox';
import { PARTNER_PORT, siteUrl } from '../support/system';

// Issue 14: a remote's container has no runtime core of its own; the host lends its core on a composed page, and
// the files a page with no host starts with (embed.js, remoteEntry.js) carry a standalone one
// (packages/webpack-config/src/externalRuntime.cjs).

/** The remote files a page asked for, as '<remote>/<file>' without the version folder. */
function remoteFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const match = /\/(mfe-[a-z-]+)\/[^/]+\/([^/?]+\.js)(\?|$)/.exec(request.url());
    if (match) files.push(`${match[1]}/${match[2]}`);
  });
  return files;
}

const hasCore = (page: Page) => page.evaluate(() => typeof (globalThis as { _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown } })._FEDERATION_RUNTIME_CORE?.ModuleFederation === 'function');

test('a composed page loads each remote as container.js, which runs on the host\'s runtime core', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const files = remoteFiles(page);
  await openHydrated(page, siteUrl('dealergroup-se', '/kop-bil'));
  await expect(page.locator('article[data-car-id]')).toHaveCount(48);
  expect(files).toContain('mfe-search/container.js');
  expect(files).not.toContain('mfe-search/remoteEntry.js');
  expect(await hasCore(page)).toBe(true);

  // The container reads the core the host lent; the partner's remoteEntry.js is the same container behind a core of
  // its own, so it is the larger file by at least the core (about 40 kB before compression).
  const containerUrl = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).find((name) => /\/mfe-search\/[^/]+\/container\.js$/.test(name)));
  expect(containerUrl).toBeTruthy();
  const container = await (await fetch(containerUrl!)).text();
  const standalone = await (await fetch(new URL('remoteEntry.js', containerUrl!))).text();
  expect(container).toContain('_FEDERATION_RUNTIME_CORE');
  // 'loadEntryError' names one of the core's hooks: the core's code is in remoteEntry.js, not in the container.
  expect(container).not.toContain('loadEntryError');
  expect(standalone).toContain('loadEntryError');
  expect(standalone.endsWith(container)).toBe(true);
  expect(standalone.length - container.length).toBeGreaterThan(30_000);
  expect(errors).toEqual([]);
});

test('a partner page with no host: embed.js brings its own runtime core, and the car renders', async ({ page }) => {
  const car = await firstCar('dealergroup-se');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const files = remoteFiles(page);
  await page.goto(`http://127.0.0.1:${PARTNER_PORT}/car?id=${car.car_id}`);
  await expect(page.locator('showroom-car-detail').locator('h1')).toBeVisible();
  expect(files).toContain('mfe-car-detail/embed.js');
  expect(files.some((file) => file.endsWith('/container.js'))).toBe(false);
  expect(await hasCore(page)).toBe(true);
  expect(errors).toEqual([]);
});
