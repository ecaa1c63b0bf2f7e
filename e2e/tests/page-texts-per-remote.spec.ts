import { expect, test } from '@playwright/test';
import { pagePath, SITES } from '@showroom/sites';
import { openHydrated, watchConsole } from '../support/browser';
import { firstCar } from '../support/sandbox';
import { REMOTE_PAGES, siteUrl } from '../support/system';

// Issue 14: a host page carries the built-in texts of the shell and of its own remotes, not every remote's
// (i18n textsForPage.ts). One text each remote owns, spelled out here from its message file, not read from the
// code under test; each page must carry its own remote's and none of the others'.
const OWN_TEXT: Record<string, string> = {
  'mfe-search': 'carFilters.clearAll',
  'mfe-car-detail': 'carDetail.year',
  'mfe-dealers': 'dealerFinder.nearest',
  'mfe-service-booking': 'serviceBooking.heading',
  'mfe-tirehotel': 'tireHotel.heading',
  'mfe-kits': 'kits.heading',
  'mfe-forms': 'sellCar.heading',
};
// The shell's and the content blocks' texts are on every page.
const EVERY_PAGE = ['shell.skipToContent', 'blocks.video.pause', 'common.close'];
// What a text the page did not carry would show: its key (translate.ts).
const RAW_KEY = new RegExp(`\\b(${Object.values(OWN_TEXT).map((key) => key.split('.')[0]).join('|')}|shell|blocks|common|carList|carCard|sectionError)\\.[a-zA-Z]+`);

async function pageUrl(entry: (typeof REMOTE_PAGES)[number]): Promise<string> {
  const site = SITES[entry.site];
  if (entry.kind !== 'carDetail') return siteUrl(entry.site, pagePath(site, entry.kind)!);
  const car = await firstCar(entry.site);
  return siteUrl(entry.site, `${pagePath(site, 'carDetail')}/${car.car_id}/${car.slug}`);
}

test('every remote has a text of its own in this table', () => {
  expect(REMOTE_PAGES.map((entry) => entry.remote).sort()).toEqual(Object.keys(OWN_TEXT).sort());
});

for (const entry of REMOTE_PAGES) {
  test(`the ${entry.kind} page carries the shell's and ${entry.remote}'s texts only, and shows no text's key`, async ({ page }) => {
    const problems = watchConsole(page);
    await openHydrated(page, await pageUrl(entry));
    const keys = await page.evaluate(() => Object.keys(JSON.parse(document.getElementById('__SHOWROOM_TEXTS__')?.textContent ?? '{}') as object));
    for (const key of [...EVERY_PAGE, OWN_TEXT[entry.remote]!]) expect(keys).toContain(key);
    for (const [remote, key] of Object.entries(OWN_TEXT)) if (remote !== entry.remote) expect(keys).not.toContain(key);
    // Every part the page shows once hydrated, with the labels a screen reader reads.
    const shown = await page.evaluate(() => `${document.body.innerText} ${[...document.querySelectorAll('[aria-label],[placeholder],[title]')].map((element) => `${element.getAttribute('aria-label')} ${element.getAttribute('placeholder')} ${element.getAttribute('title')}`).join(' ')}`);
    expect(shown).not.toMatch(RAW_KEY);
    expect(problems).toEqual([]);
  });
}

test("the car list's filters, opened on a phone, speak Swedish from the page's texts", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = watchConsole(page);
  await openHydrated(page, siteUrl('dealergroup-se', pagePath(SITES['dealergroup-se'], 'carList')!));
  // The filter dialog's code loads on the click; its texts came with the page.
  await page.getByRole('button', { name: /^Filter/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.getByRole('dialog').innerText()).not.toMatch(RAW_KEY);
  await expect(page.getByRole('button', { name: 'Stäng filter' })).toBeVisible();
  expect(problems).toEqual([]);
});
