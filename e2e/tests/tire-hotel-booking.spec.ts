import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchConsole } from '../support/browser';
import { loginAs, tabTo, test } from '../support/tireHotel';

// Issue 19: the Booking state's calendar from the keyboard (an ARIA grid: one tab stop, arrows, Home/End, Page
// Up/Down, unavailable days focusable but not choosable) and a call-back day (a Wednesday: no times, booked
// without a start). The browser's clock is fixed at SANDBOX_NOW, Monday 2026-11-02, so the calendar opens on
// November 2026, today's month, and the window starts Thursday 2026-11-05.

const SANDBOX = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';

/** A date plus some days, YYYY-MM-DD in and out (UTC arithmetic, so no zone can shift it). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
/** 0 Monday ... 6 Sunday. */
const mondayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

const focusedDate = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');

test('the calendar is operated from the keyboard, and a Wednesday is booked without a start time', async ({ page }) => {
  const problems = watchConsole(page);
  await loginAs(page, 'DEF456');
  await page.getByRole('button', { name: 'Boka hjulskifte' }).click();

  const grid = page.getByRole('grid', { name: /november 2026/ });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('gridcell')).toHaveCount(42);
  await expect(page.getByRole('button', { name: 'Föregående månad' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Nästa månad' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // One tab stop: the first available day, inside the window.
  const tabStop = grid.locator('button[tabindex="0"]');
  await expect(tabStop).toHaveCount(1);
  const first = (await tabStop.getAttribute('data-date')) ?? '';
  expect(first >= '2026-11-05').toBe(true);
  await expect(tabStop).not.toHaveAttribute('aria-disabled', 'true');
  await tabTo(page, tabStop);
  expect(await focusedDate(page)).toBe(first);

  await page.keyboard.press('ArrowRight');
  expect(await focusedDate(page)).toBe(addDays(first, 1));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Home');
  expect(await focusedDate(page)).toBe(addDays(first, -mondayIndex(first)));
  await page.keyboard.press('End');
  expect(await focusedDate(page)).toBe(addDays(first, 6 - mondayIndex(first)));
  // Still one tab stop, where focus is.
  await expect(page.getByRole('grid').locator('button[tabindex="0"]')).toHaveCount(1);

  // Nothing before today's month: Page Up stops at 1 November, a Sunday before the window, announced as unavailable.
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  expect(await focusedDate(page)).toBe('2026-11-01');
  await expect(page.locator(':focus')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator(':focus')).toHaveAccessibleName('söndag 1 november 2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Valt datum/)).toHaveCount(0);

  // Page Down: 1 December; the month follows focus and the previous-month button opens.
  await page.keyboard.press('PageDown');
  expect(await focusedDate(page)).toBe('2026-12-01');
  await expect(page.getByRole('grid', { name: /december 2026/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Föregående månad' })).toBeEnabled();

  // An available Wednesday (the sandbox's call-back days), month by month.
  let wednesday = page.getByRole('grid').locator('button[aria-label^="onsdag"]:not([aria-disabled="true"])');
  for (let months = 0; months < 3 && (await wednesday.count()) === 0; months++) {
    await page.getByRole('button', { name: 'Nästa månad' }).click();
    wednesday = page.getByRole('grid').locator('button[aria-label^="onsdag"]:not([aria-disabled="true"])');
  }
  const day = wednesday.first();
  const bookingDate = (await day.getAttribute('data-date')) ?? '';
  await day.focus();
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'återkommer verkstaden till dig med en tid' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Välj tid' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Förnamn' }).fill('Wera');
  await page.getByRole('textbox', { name: 'Efternamn' }).fill('Onsdag');
  await page.getByRole('textbox', { name: /^Mobilnummer/ }).pressSequentially('070-555 12 34');
  await expect(page.getByRole('textbox', { name: /^Mobilnummer/ })).toHaveValue('0705551234');
  await page.getByRole('textbox', { name: 'E-post' }).fill('wera@example.se');
  await expect(page.getByRole('button', { name: 'Slutför bokning' })).toBeEnabled();
  await page.getByRole('button', { name: 'Slutför bokning' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Tack för din bokning!' })).toBeVisible();
  await expect(page.getByText(/hela dagen – lämna bilen före 08:00/)).toBeVisible();
  const stored = (await (await fetch(`${SANDBOX}/__sandbox/tirehotel/bookings`)).json()) as { bookings: { regNo: string; bookingDate: string; bookingStart: string | null }[] };
  expect(stored.bookings).toContainEqual(expect.objectContaining({ regNo: 'DEF456', bookingDate, bookingStart: null }));
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});
