import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openHydrated, watchConsole } from '../support/browser';
import { siteUrl } from '../support/system';

// Issue 16 "open-now badge", "Departments" (today highlighted, only current and future days, a broken logo
// hidden) and "Expandable employee list", in Chromium against the sandbox (seed 1, SANDBOX_NOW 2026-11-02T09:00Z).
// The clock is the browser's, fixed with page.clock; the expectations are worked out by hand from the seeded
// schedule, which the first lines check against the sandbox's sites index.

const SANDBOX = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';
const KEY = process.env.SANDBOX_API_KEY ?? 'sandbox-key';
const SLUG = 'dealergroup-orebro'; // dealergroup-se's first site (website_sort_order 1), the one with the broken logo

type Department = {
  official_name?: string;
  group: string;
  brands: { brand_code: string; brand_name?: string }[];
  openingschedule: { openinghours: { day: string; displayText: string }[] };
  deviationdays: { date: string; displayText: string }[];
  vacationdays: { vacationtitle: string; vacationstart: string; vacationend: string }[];
};

async function seededDepartments(): Promise<{ site_timezone: string; site_departments: Department[] }> {
  const response = await fetch(`${SANDBOX}/search/v1/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    body: JSON.stringify({ index: 'sites', site: 'dealergroup-se', limit: 1, filters: { slug: [SLUG] } }),
  });
  const body = (await response.json()) as { content: { site_timezone: string; site_departments: Department[] }[] };
  return body.content[0]!;
}

test.describe('dealer site hours', () => {
  test('the seeded New cars department is the one the expectations below were worked out from', async () => {
    const site = await seededDepartments();
    expect(site.site_timezone).toBe('Europe/Stockholm');
    const newCars = site.site_departments.find((d) => d.group === 'New cars')!;
    expect(newCars.openingschedule.openinghours).toEqual([
      { day: 'Mån-Fre', displayText: '09:00-18:00' },
      { day: 'Lördag', displayText: '10:00-15:00' },
      { day: 'Söndag', displayText: 'Stängt' },
    ]);
    expect(newCars.deviationdays.map((d) => `${d.date} ${d.displayText}`)).toEqual(['2026-10-24 Stängt', '2026-11-02 10:00-15:00', '2026-11-07 10:00-14:00', '2026-12-24 Stängt', '2026-12-31 10:00-14:00']);
    expect(newCars.vacationdays.map((v) => v.vacationend)).toEqual(['2026-10-09']);
    expect(newCars.brands.map((b) => b.brand_code)).toContain('POLESTAR');
  });

  test('Monday 10:00 in Örebro: today marked, open until the deviation day’s 15:00, past days gone, broken logo hidden', async ({ page }) => {
    const problems = watchConsole(page);
    // 2026-11-02T09:00Z is Monday 10:00 in Stockholm (CET, UTC+1). Today's deviation day says 10:00-15:00, so
    // New cars opened at this very minute and close at 15:00; the Mon-Fri row is today's.
    await page.clock.setFixedTime(new Date('2026-11-02T09:00:00Z'));
    await openHydrated(page, siteUrl('dealergroup-se', `/anlaggningar/${SLUG}`));
    const newCars = page.locator('article[data-department]').filter({ has: page.getByRole('heading', { level: 3, name: 'Dealergroup Örebro Nybilsförsäljning' }) });
    await expect(newCars.locator('[data-open-now]')).toHaveText('Öppet nustänger 15:00');
    await expect(newCars.locator('tr[aria-current="date"] th')).toHaveText('Måndag–fredag(Idag)');
    // 24 Oct is past; 2 Nov is today and stays; the Höstlov (3-9 Oct) is over, so no vacation list.
    await expect(newCars.getByTestId('deviation-days').getByRole('listitem')).toHaveText([
      '2 november 2026: 10:00–15:00',
      '7 november 2026: 10:00–14:00',
      '24 december 2026: Stängt',
      '31 december 2026: 10:00–14:00',
    ]);
    await expect(newCars.getByTestId('vacation-days')).toHaveCount(0);
    // The Polestar logo's URL answers 404: its image goes, its name stays; Kia's logo loads.
    const polestar = newCars.locator('[data-brand-code="POLESTAR"]');
    await polestar.scrollIntoViewIfNeeded();
    await expect(polestar).toHaveText('Polestar');
    await expect(polestar.locator('img')).toHaveCount(0);
    await expect(newCars.locator('[data-brand-code="KIA"] img')).toHaveJSProperty('complete', true);
    expect(problems.filter((p) => !/Failed to load resource.*404/.test(p))).toEqual([]);
  });

  test('Saturday 16:30: closed, opens Monday 09:00; the Saturday row is today', async ({ page }) => {
    // 2026-11-07T15:30Z is Saturday 16:30 in Stockholm. That Saturday is a deviation day 10:00-14:00, closed by
    // now; Sunday is closed; Monday 9 Nov opens 09:00 as usual.
    await page.clock.setFixedTime(new Date('2026-11-07T15:30:00Z'));
    await openHydrated(page, siteUrl('dealergroup-se', `/anlaggningar/${SLUG}`));
    const newCars = page.locator('article[data-department]').first();
    await expect(newCars.locator('[data-open-now]')).toHaveText('Stängt nuöppnar måndag 09:00');
    await expect(newCars.locator('tr[aria-current="date"] th')).toHaveText('Lördag(Idag)');
  });

  test('the staff list expands by keyboard, and axe finds nothing with it open', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-02T09:00:00Z'));
    await openHydrated(page, siteUrl('dealergroup-se', `/anlaggningar/${SLUG}`));
    const toggle = page.getByRole('button', { name: /^Personal \(\d+\)$/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(list).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    // Between 2 and 8 people, each with a name heading.
    const count = await list.getByRole('heading', { level: 3 }).count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(8);
    await expect(toggle).toHaveText(`Personal (${count})`);
    await expectNoAxeViolations(page);
  });

  test('the site list card shows the open-now badge by the same clock', async ({ page }) => {
    // Monday 10:00 local: the site's departments are open (New cars since 10:00), so the card says open.
    await page.clock.setFixedTime(new Date('2026-11-02T09:00:00Z'));
    await openHydrated(page, siteUrl('dealergroup-se', '/anlaggningar'));
    const card = page.locator('article[data-site-id]').filter({ has: page.getByRole('link', { name: 'Dealergroup Örebro' }) });
    await expect(card.locator('[data-open-now]')).toHaveAttribute('data-open-now', 'open');
    await expect(card.locator('[data-open-now] span').first()).toHaveText('Öppet nu');
  });
});
