import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../support/system';
import { dataLayer, expectNoAxeViolations, openHydrated, waitHydrated, watchConsole } from '../support/browser';
import { allSites } from '../support/sandbox';


type SeededSite = { site_id: string; site_region?: string; site_geocoord?: string; website_sort_order: number };

const seededSites = (site: string) => allSites<SeededSite>(site, ['site_id', 'site_region', 'site_geocoord', 'website_sort_order']);

/** The test's own haversine (mean Earth radius 6371.0088 km). */
function km(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

/** The sites by distance from a point, nearest first; without a position last; ties by id. */
function byDistance(sites: readonly SeededSite[], lat: number, lng: number): { site: SeededSite; km: number }[] {
  return sites
    .map((site) => {
      const [sLat, sLng] = (site.site_geocoord ?? '').split(',').map(Number);
      return { site, km: Number.isFinite(sLat) && Number.isFinite(sLng) && site.site_geocoord ? km(lat, lng, sLat as number, sLng as number) : Infinity };
    })
    .sort((a, b) => (a.km === b.km ? Number(a.site.site_id) - Number(b.site.site_id) : a.km - b.km));
}

/** The card's distance text for Swedish, worked out here: metres to 10 m under 1 km, one decimal under 10 km, whole km beyond. */
function swedishDistance(distance: number): string {
  if (distance < 0.995) return `${Math.round(distance * 100) * 10} m`;
  if (distance < 9.95) return `${distance.toFixed(1).replace('.', ',').replace(/,0$/, '')} km`;
  return `${Math.round(distance)} km`;
}

const list = (page: Page) => page.locator('[data-remote-slot^="mfe-dealers/"]');
const cards = (page: Page) => list(page).locator('article[data-site-id]');
const ids = (page: Page) => cards(page).evaluateAll((articles) => articles.map((a) => a.getAttribute('data-site-id')));
const plainSpaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

test.describe('dealer list: nearest to me', () => {
  test('dealergroup-se: the browser position sorts every site by distance, with distances, in the URL, kept on reload', async ({ page, context }) => {
    const problems = watchConsole(page);
    // Malmö's centre; the URL and the search keep two decimals: 55.6062 -> 55.61, 13.0038 -> 13.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 55.6062, longitude: 13.0038 });
    const seeded = await seededSites('dealergroup-se');
    expect(seeded.length).toBeGreaterThan(48);
    const expected = byDistance(seeded, 55.61, 13);

    await openHydrated(page, siteUrl('dealergroup-se', '/anlaggningar'));
    await list(page).getByRole('button', { name: 'Närmast mig' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe('55.61,13');
    await expect(list(page).getByText('Sorterat efter avstånd, närmast först', { exact: true })).toBeVisible();
    await expect.poll(() => ids(page)).toEqual(expected.slice(0, 48).map((entry) => entry.site.site_id));
    const first = cards(page).first();
    await expect.poll(async () => plainSpaces(await first.locator('[data-distance]').textContent())).toBe(`Avstånd: ${swedishDistance(expected[0]!.km)}`);
    await expect(page.locator('[data-order-announcement]')).toContainText('Sorterat efter avstånd');
    // The list's pushes reach the page's data layer through the bus.
    await expect.poll(async () => (await dataLayer(page)).map((event) => event.event)).toEqual(expect.arrayContaining(['dealer_list_view', 'dealer_nearest']));

    // Show-more continues the same order (page 1 of the distance sort, on the server).
    await list(page).getByRole('button', { name: 'Visa fler' }).click();
    await expect.poll(() => ids(page)).toEqual(expected.map((entry) => entry.site.site_id));

    await page.reload();
    await waitHydrated(page);
    expect(await ids(page)).toEqual(expected.map((entry) => entry.site.site_id));
    await expectNoAxeViolations(page);

    // Back to the usual order.
    await list(page).getByRole('button', { name: 'Visa i vanlig ordning' }).click();
    const usual = [...seeded].sort((a, b) => a.website_sort_order - b.website_sort_order);
    await expect.poll(() => ids(page)).toEqual(usual.slice(0, 48).map((site) => site.site_id));
    expect(new URL(page.url()).searchParams.get('near')).toBeNull();
    await expect(list(page).locator('[data-distance]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('dealergroup-se: a denied position shows the denial text, and a typed town sorts the list from it', async ({ page, context }) => {
    await context.clearPermissions();
    const seeded = await seededSites('dealergroup-se');
    // Lund in the sandbox's places: 55.7047, 13.191 -> 55.7, 13.19.
    const expected = byDistance(seeded, 55.7, 13.19);

    await openHydrated(page, siteUrl('dealergroup-se', '/anlaggningar'));
    await list(page).getByRole('button', { name: 'Närmast mig' }).click();
    await expect(list(page).getByText('För att använda funktionen behöver din webbläsare kunna använda platstjänster.')).toBeVisible();
    const town = list(page).getByRole('combobox', { name: 'eller skriv en ort' });
    await town.fill('Lun');
    await expect(list(page).getByRole('option', { name: 'Lund, Sverige' })).toBeVisible();
    await town.press('ArrowDown');
    await town.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe('55.7,13.19');
    await expect(list(page).getByText('Sorterat efter avstånd från Lund, närmast först', { exact: true })).toBeVisible();
    await expect.poll(() => ids(page)).toEqual(expected.slice(0, 48).map((entry) => entry.site.site_id));
    await expectNoAxeViolations(page);
  });

  test('the BFF answers a malformed or off-the-globe near with 400', async ({ request }) => {
    const base = '/api/sites?site=dealergroup-se';
    for (const near of ['59.33', 'north,east', '91,18', '59,181', '59,18,1']) {
      const response = await request.get(`${base}&near=${encodeURIComponent(near)}`);
      expect(response.status()).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/near/);
    }
    expect((await request.get(`${base}&near=59.33,18.07`)).status()).toBe(200);
    expect((await request.get(`${base}&facets=colour`)).status()).toBe(400);
  });
});

test.describe('dealer list on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('dealergroup-se: nearest, the town field and the facets fit the width, by keyboard', async ({ page, context }) => {
    await context.clearPermissions();
    await openHydrated(page, siteUrl('dealergroup-se', '/anlaggningar'));
    const nearest = list(page).getByRole('button', { name: 'Närmast mig' });
    await nearest.focus();
    await page.keyboard.press('Enter');
    const town = list(page).getByRole('combobox', { name: 'eller skriv en ort' });
    await expect(town).toBeVisible();
    // Nothing wider than the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await town.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe('dealer list: facets from the content configuration', () => {
  test('dealergroup-se: region and brand facets filter, live in the URL and survive a reload', async ({ page }) => {
    const problems = watchConsole(page);
    const seeded = (await seededSites('dealergroup-se')).sort((a, b) => a.website_sort_order - b.website_sort_order);
    const REGION = 'Skåne län';
    const inRegion = seeded.filter((site) => site.site_region === REGION);
    expect(inRegion.length).toBeGreaterThan(0);

    await openHydrated(page, siteUrl('dealergroup-se', '/anlaggningar'));
    const region = list(page).getByRole('group', { name: 'Län' });
    await expect(region).toBeVisible();
    await expect(list(page).getByRole('group', { name: 'Märke' })).toBeVisible();
    // The region's count is its number of sites (a facet leaves its own ticks out of its counts).
    const box = region.getByRole('checkbox', { name: REGION });
    await expect(box.locator('xpath=ancestor::label')).toContainText(String(inRegion.length));
    await box.check();
    await expect.poll(() => ids(page)).toEqual(inRegion.slice(0, 48).map((site) => site.site_id));
    await expect.poll(() => new URL(page.url()).searchParams.getAll('region')).toEqual([REGION]);

    await page.reload();
    await waitHydrated(page);
    await expect(list(page).getByRole('group', { name: 'Län' }).getByRole('checkbox', { name: REGION })).toBeChecked();
    expect(await ids(page)).toEqual(inRegion.slice(0, 48).map((site) => site.site_id));
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('carstore-fi: no facets configured, none shown', async ({ page }) => {
    await openHydrated(page, siteUrl('carstore-fi', '/toimipisteet'));
    await expect(cards(page).first()).toBeVisible();
    await expect(list(page).locator('[data-facets]')).toHaveCount(0);
    await expect(list(page).getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
