import { expect, test } from '@playwright/test';
import { carDetailRemote, searchRemote } from '@showroom/contracts';
import { openHydrated } from '../support/browser';
import { firstCar } from '../support/sandbox';
import { PARTNER_PORT, siteUrl } from '../support/system';

// Issue 13: a partner's single-spa root config mounts two remotes by their generated ./lifecycles, with the
// props createLifecycles takes; the car detail gets its car through `params`, as the embed gets it through car-id.
test('a single-spa root config mounts the car detail and the car list by their lifecycles', async ({ page }) => {
  const car = await firstCar('dealergroup-se');
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // For the message only: a navigation away rightly aborts the first page's requests.
  const failedRequests: string[] = [];
  page.on('requestfailed', (request) => failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`));
  const pending = new Set<string>();
  page.on('request', (request) => pending.add(request.url()));
  page.on('requestfinished', (request) => pending.delete(request.url()));
  page.on('requestfailed', (request) => pending.delete(request.url()));
  await openHydrated(page, siteUrl('dealergroup-se', `/kop-bil/${car.car_id}/${car.slug}`));
  const heading = (await page.locator('main h1').first().textContent())!.trim();

  const rootConfig = `http://127.0.0.1:${PARTNER_PORT}/root-config?car=${car.car_id}`;
  await page.goto(rootConfig);
  // The application names are the catalogue's single-spa names.
  expect(await page.evaluate(() => (window as unknown as { rootConfigApps: string[] }).rootConfigApps)).toEqual([carDetailRemote.modules.CarDetail.singleSpa, searchRemote.modules.CarList.singleSpa]);
  // The car detail loads its data in the browser: on a loaded CI machine its BFF calls may take up to their 15 s
  // timeout (DEFAULT_BFF_TIMEOUT_MS), after which the section shows its placeholder. Wait past that for one or the
  // other, and say what the page logged if it is not the car.
  // CI has twice seen the section still empty at this point (no h1, no placeholder): a hang, not a slow BFF call. Say
  // where it stands when that happens: the section's markup, what the page logged, and the requests still unanswered.
  try {
    await expect(page.locator('#car-detail h1, #car-detail [data-remote-error]').first()).toBeVisible({ timeout: 30_000 });
  } catch (error) {
    const section = await page.locator('#car-detail').evaluate((el) => el.outerHTML.slice(0, 300));
    throw new Error(`the car detail section is neither the car nor its placeholder: ${section}; console: ${errors.join(' | ')}; failed requests: ${failedRequests.join(' | ')}; unanswered: ${[...pending].join(' | ')}`, { cause: error });
  }
  await expect(page.locator('#car-detail h1'), `console: ${errors.join(' | ')}; failed requests: ${failedRequests.join(' | ')}`).toHaveText(heading);
  await expect(page.locator('#car-list article[data-car-id]')).toHaveCount(48);
  // Both mounted in the partner's own elements (no shadow root, no host shell), and the page stayed where it was.
  expect(await page.evaluate(() => document.querySelector('#root') === null)).toBe(true);
  expect(page.url()).toBe(rootConfig);
  expect(errors).toEqual([]);
});
