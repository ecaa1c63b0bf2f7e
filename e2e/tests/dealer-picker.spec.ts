import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../support/system';
import { clearFaults, setFault, allSites } from '../support/sandbox';
import { expectNoAxeViolations, openHydrated, watchConsole } from '../support/browser';

// The site teasers block (spec 3 §7.4) on dealergroup-se's content pages and the dealer picker (spec 3
// §2.6, §3.5) on dealergroup-no's workshop booking page. Expected sites come from the seeded sites index
// by brute force: every site of the market fetched, filtered and sorted here.


type SeededSite = { site_id: string; site_official_name: string; website_sort_order: number; site_departments: { group: string }[] };

const seededSites = (site: string) => allSites<SeededSite>(site, ['site_id', 'site_official_name', 'website_sort_order', 'site_departments']);
const isWorkshop = (site: SeededSite) => (site.site_departments ?? []).some((d) => d.group === 'Workshop');
const teaserNames = (page: Page) => page.locator('[data-block="site-teasers"] article h3').allTextContents();

test.describe('site teasers block on dealergroup-se', () => {
  test.afterEach(async () => clearFaults());

  test('by index: every site of the market (at most 100), in site-list order, linking to its page', async ({ page }) => {
    const problems = watchConsole(page);
    const expected = (await seededSites('dealergroup-se')).slice(0, 100).map((s) => s.site_official_name);
    expect(expected.length).toBeGreaterThan(4);
    await openHydrated(page, siteUrl('dealergroup-se', '/om-oss'));
    const block = page.locator('[data-block="site-teasers"]');
    await expect(block.getByRole('heading', { level: 2 })).toHaveText('Våra anläggningar');
    expect(await teaserNames(page)).toEqual(expected);
    await expect(block.locator('article h3 a').first()).toHaveAttribute('href', /^\/anlaggningar\/[a-z0-9-]+$/);
    await expect(block.locator('a[href^="tel:"]').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('by predefined query (Workshop sites): the first 4 of them', async ({ page }) => {
    const expected = (await seededSites('dealergroup-se')).filter(isWorkshop).slice(0, 4).map((s) => s.site_official_name);
    expect(expected).toHaveLength(4);
    await openHydrated(page, siteUrl('dealergroup-se', '/en/om-oss/kontakt'));
    await expect(page.locator('[data-block="site-teasers"] h2')).toHaveText('Our workshops');
    expect(await teaserNames(page)).toEqual(expected);
    await expectNoAxeViolations(page);
  });

  test('a search failure renders nothing; the rest of the page stays', async ({ page }) => {
    await setFault('search', 'error');
    await openHydrated(page, siteUrl('dealergroup-se', '/om-oss'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('[data-block="site-teasers"]')).toHaveCount(0);
    await expect(page.getByText('Aj då')).toHaveCount(0);
  });
});

test.describe('dealer picker on dealergroup-no (workshop booking page)', () => {
  test('lists only the workshop sites, and works by keyboard alone: Tab in, arrows, Home/End; announced and reported', async ({ page }) => {
    const problems = watchConsole(page);
    const workshops = (await seededSites('dealergroup-no')).filter(isWorkshop);
    const all = await seededSites('dealergroup-no');
    expect(workshops.length).toBeGreaterThan(2);
    expect(workshops.length).toBeLessThan(all.length + 1);
    await openHydrated(page, siteUrl('dealergroup-no', '/verksted/bestill-service'));
    const picker = page.locator('[data-block="dealer-picker"]');
    const radios = picker.getByRole('radio');
    await expect(radios).toHaveCount(workshops.length);
    expect(await picker.locator('[data-site-id]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-site-id')))).toEqual(workshops.map((s) => s.site_id));
    await expect(page.getByRole('group', { name: 'Nærmeste forhandler' })).toBeVisible();

    // What the picker tells the page's bus.
    await page.evaluate(() => {
      const w = window as unknown as { picked: unknown[] } & Record<symbol, { observe(topic: string): { subscribe(fn: (p: unknown) => void): void } }>;
      w.picked = [];
      w[Symbol.for('showroom.event-bus')]!.observe('dealerPicked').subscribe((p) => w.picked.push(p));
    });

    // Tab from the top of the page until the focus reaches the picker: its first radio is the group's one stop.
    let tabs = 0;
    while (!(await radios.first().evaluate((el) => el === document.activeElement)) && tabs++ < 300) await page.keyboard.press('Tab');
    await expect(radios.first()).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const third = workshops[2]!;
    await expect(radios.nth(2)).toBeFocused();
    await expect(radios.nth(2)).toBeChecked();
    await expect(picker.getByRole('status')).toHaveText(`Valgt verksted: ${third.site_official_name}`);
    await expect(picker.locator('input[type="hidden"][name="dealer"]')).toHaveValue(third.site_id);
    const picked = (await page.evaluate(() => (window as unknown as { picked: { site_id: string; name: string; field: string }[] }).picked)).map((p) => p.site_id);
    expect(picked).toEqual([workshops[0]!.site_id, workshops[1]!.site_id, third.site_id]);

    await page.keyboard.press('End');
    await expect(radios.last()).toBeChecked();
    await page.keyboard.press('Home');
    await expect(radios.first()).toBeChecked();
    await expect(radios.first()).toBeFocused();
    // One tab stop: Tab leaves the group for the first card's site link, not the next radio.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveAttribute('type', 'radio');
    expect(problems).toEqual([]);
  });

  test('axe reports nothing on the picker page, on a phone too', async ({ page }) => {
    await openHydrated(page, siteUrl('dealergroup-no', '/verksted/bestill-service'));
    await page.locator('[data-block="dealer-picker"]').getByRole('radio').first().check();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
