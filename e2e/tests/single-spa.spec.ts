import { expect, test, type Route } from '@playwright/test';
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

/** A promise and the function that settles it (Node 20 has no Promise.withResolvers). */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

// Two containers initialised on one share scope must use one copy of each shared module. The root config starts both
// at once; here the order that once broke the car detail is forced by holding two files: the car list's container is
// initialised only once the car detail has begun loading its shared modules, and those arrive only once the car list
// has asked for its own code. Under @module-federation/enhanced's default strategy the car list's registration replaced
// the car detail's half-loaded shared modules (its name sorts later), and each application ran on a different mix of
// the two copies: the car detail's styled components read an empty theme, and its texts were missing from the car
// list's i18n. webpack's own runtime marks a copy taken as soon as a consumer asks for it (shared.cjs).
test('two single-spa applications started at once share one copy of each shared module', async ({ page }) => {
  const car = await firstCar('dealergroup-se');
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (error) => errors.push(error.message));

  const carDetailLoadsShared = signal();
  const carListAsksForCode = signal();
  const held: Promise<unknown>[] = [];
  const hold = (until: Promise<void>) => (route: Route) => {
    held.push(until.then(() => route.fallback()));
  };
  await page.route('**/mfe-search/current/remoteEntry.js', hold(carDetailLoadsShared.promise));
  await page.route('**/mfe-car-detail/current/shared-fallbacks.*.js', (route) => {
    carDetailLoadsShared.resolve();
    hold(carListAsksForCode.promise)(route);
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/mfe-search/current/') && !path.endsWith('/remoteEntry.js')) carListAsksForCode.resolve();
  });

  await page.goto(`http://127.0.0.1:${PARTNER_PORT}/root-config?car=${car.car_id}`);
  await expect(page.locator('#car-detail h1')).toHaveText(new RegExp(car.car_brand));
  await expect(page.locator('#car-list article[data-car-id]')).toHaveCount(48);
  await Promise.all(held);
  // The share scope as webpack's sharing runtime keeps it: per module, each registered version and the build whose
  // copy it is; `loaded` is set the moment a consumer takes a copy, and from then on no other build's replaces it.
  const scope = await page.evaluate(() => {
    type Registration = { from: string; loaded?: boolean | number };
    const shared = (window as unknown as { rootConfigShareScope: Record<string, Record<string, Registration>> }).rootConfigShareScope;
    return Object.entries(shared).map(([name, versions]) => ({ name, copies: Object.values(versions).map(({ from, loaded }) => ({ from, loaded: Boolean(loaded) })) }));
  });
  // One registered copy of each module (both builds carry the same versions), so both applications take that one.
  for (const { name, copies } of scope) expect(copies, name).toHaveLength(1);
  const loaded = scope.filter(({ copies }) => copies.some((copy) => copy.loaded));
  // Each taken copy is the car detail's: it registered first and began loading them before the car list's container
  // registered its own, which therefore replaced none of them.
  expect(loaded.map(({ name, copies }) => ({ name, from: copies.map((copy) => copy.from) }))).toEqual(loaded.map(({ name }) => ({ name, from: ['mfe_car_detail'] })));
  for (const name of ['react', '@emotion/react', '@emotion/styled', '@showroom/i18n']) expect(loaded.map((entry) => entry.name), name).toContain(name);
  expect(errors).toEqual([]);
});
