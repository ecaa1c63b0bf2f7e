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
  await openHydrated(page, siteUrl('dealergroup-se', `/kop-bil/${car.car_id}/${car.slug}`));
  const heading = (await page.locator('main h1').first().textContent())!.trim();

  const rootConfig = `http://127.0.0.1:${PARTNER_PORT}/root-config?car=${car.car_id}`;
  await page.goto(rootConfig);
  // The application names are the catalogue's single-spa names.
  expect(await page.evaluate(() => (window as unknown as { rootConfigApps: string[] }).rootConfigApps)).toEqual([carDetailRemote.modules.CarDetail.singleSpa, searchRemote.modules.CarList.singleSpa]);
  await expect(page.locator('#car-detail h1')).toHaveText(heading);
  await expect(page.locator('#car-list article[data-car-id]')).toHaveCount(48);
  // Both mounted in the partner's own elements (no shadow root, no host shell), and the page stayed where it was.
  expect(await page.evaluate(() => document.querySelector('#root') === null)).toBe(true);
  expect(page.url()).toBe(rootConfig);
  expect(errors).toEqual([]);
});
