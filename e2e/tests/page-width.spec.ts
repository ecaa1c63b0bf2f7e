import { expect, test, type Page } from '@playwright/test';
import type { SiteCode } from '@showroom/sites';
import { siteUrl } from '../support/system';
import { allCars, firstSite } from '../support/sandbox';
import { waitHydrated } from '../support/browser';

// No page is wider than the screen: a visitor never scrolls sideways, and a grid's last column is on screen. The car
// and dealer grids draw only the cards near the viewport (content-visibility: auto); a card not drawn takes its size
// from contain-intrinsic-size, and giving it a width (the one-value shorthand sets both axes) made every grid column
// at least that wide: 446 px of page on a 360 or 412 px phone, and at 1440 px the third and fourth columns of cars ran off
// the screen (2,108 px of page).

const SITE: SiteCode = 'dealergroup-se';
const WIDTHS = [360, 768, 1024, 1440];

/** How far the page reaches past the screen's right edge, and the grid cards (drawn or not) that do. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cards = [...document.querySelectorAll('ul > li')].filter((li) => getComputedStyle(li).contentVisibility === 'auto');
    return {
      width,
      scrollWidth: document.documentElement.scrollWidth,
      cards: cards.length,
      cardsPastEdge: cards.filter((li) => li.getBoundingClientRect().right > width).length,
    };
  });
}

/** Each kind of page a remote or the host draws; `grid` where the page has a grid of cards drawn when near. */
async function pages(): Promise<{ name: string; path: string; grid: boolean; site?: SiteCode }[]> {
  const [car] = await allCars<{ car_id: string; slug: string }>(SITE, ['slug']);
  const dealer = await firstSite(SITE);
  return [
    { name: 'home', path: '/', grid: true },
    { name: 'car list', path: '/kop-bil', grid: true },
    { name: 'car detail', path: `/kop-bil/${car!.car_id}/${car!.slug}`, grid: false },
    { name: 'dealers', path: '/anlaggningar', grid: true },
    { name: 'dealer detail', path: `/anlaggningar/${encodeURIComponent(dealer.slug)}`, grid: false },
    { name: 'news', path: '/nyheter', grid: false },
    { name: 'service booking', path: '/service-och-verkstad/boka-service', grid: false },
    { name: 'tire hotel', path: '/dack/dackhotell', grid: false },
    { name: 'kits', path: '/tillbehor/paket', grid: false },
    { name: 'sell car', path: '/salj-bil', grid: false, site: 'carstore-se' },
    { name: 'workshop booking', path: '/verksted/bestill-service', grid: false, site: 'dealergroup-no' },
  ];
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no page scrolls sideways, and no card of a grid reaches past the screen', async ({ page }) => {
      for (const { name, path, grid, site } of await pages()) {
        const response = await page.goto(siteUrl(site ?? SITE, path));
        expect({ page: name, status: response?.status() }).toEqual({ page: name, status: 200 });
        await waitHydrated(page);
        const seen = await overflow(page);
        expect({ page: name, scrollWidth: seen.scrollWidth, cardsPastEdge: seen.cardsPastEdge }).toEqual({ page: name, scrollWidth: seen.width, cardsPastEdge: 0 });
        // The grids' cards were found, so the check above looked at them.
        if (grid) expect({ page: name, cards: seen.cards > 0 }).toEqual({ page: name, cards: true });
      }
    });
  });
}
