import { test as base, expect, type Page } from '@playwright/test';
import { waitHydrated } from './browser';
import { clientAddressHeaders } from './clientAddress';
import { PORT, siteUrl } from './system';

const SANDBOX = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';

/** The sandbox clock's start (scripts/test.mjs SANDBOX_NOW): the browser's "today" is set to it too. */
export const SANDBOX_NOW = new Date('2026-11-02T09:00:00Z');

export const TIRE_HOTEL_URL = siteUrl('dealergroup-se', '/dack/dackhotell');

/**
 * Every test in a browser context of its own with a client address of its own (the BFF limits code sends per
 * address, 5 an hour), and the browser's clock fixed at the sandbox's start. The address goes on the page's own
 * /api/ calls only: as extraHTTPHeaders it would go on every request, and the remotes' cross-origin files (the
 * CDN's mf-manifest.json) would then need a CORS preflight the CDN does not answer, so no remote would load.
 */
export const test = base.extend({
  context: async ({ browser, viewport }, provide) => {
    const context = await browser.newContext(viewport ? { viewport } : {});
    const address = clientAddressHeaders();
    await context.route(
      (url) => url.port === String(PORT) && url.pathname.startsWith('/api/'),
      (route) => route.continue({ headers: { ...route.request().headers(), ...address } }),
    );
    await provide(context);
    await context.close();
  },
  page: async ({ context }, provide) => {
    const page = await context.newPage();
    await page.clock.setFixedTime(SANDBOX_NOW);
    await provide(page);
  },
});

type OutboxMessage = { id: string; regNo?: string; code?: string };

async function outbox(): Promise<OutboxMessage[]> {
  const response = await fetch(`${SANDBOX}/__sandbox/outbox`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The ids of the codes already sent to a registration number's phone (so the next one can be told apart). */
export async function sentCodes(regNo: string): Promise<Set<string>> {
  return new Set((await outbox()).filter((m) => (m.regNo ?? '').split(', ').includes(regNo)).map((m) => m.id));
}

/** The newest code sent for a registration number that is not among `before`, as the SMS would show it. */
export async function newCode(regNo: string, before: Set<string>): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const message = (await outbox()).find((m) => (m.regNo ?? '').split(', ').includes(regNo) && !before.has(m.id));
      code = message?.code ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Opens the tire hotel and searches a registration number: the flow on Login (or the search's message). */
export async function searchRegNo(page: Page, regNo: string): Promise<void> {
  await page.goto(TIRE_HOTEL_URL);
  await waitHydrated(page);
  await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill(regNo);
  await page.getByRole('button', { name: 'Fortsätt' }).click();
}

/** Sends a code from Login and returns it, read from the sandbox's SMS outbox. */
export async function sendCode(page: Page, regNo: string): Promise<string> {
  const before = await sentCodes(regNo);
  await page.getByRole('button', { name: 'Skicka kod' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ange koden' })).toBeVisible();
  return newCode(regNo, before);
}

/** Logs in as a registration number's customer: search, send the code, type it. Ends on LoggedIn. */
export async function loginAs(page: Page, regNo: string): Promise<void> {
  await searchRegNo(page, regNo);
  const code = await sendCode(page, regNo);
  await page.getByRole('textbox', { name: 'Siffra 1 av 4' }).pressSequentially(code);
  await page.getByRole('button', { name: 'Verifiera kod' }).click();
  await expect(page.getByRole('button', { name: 'Boka hjulskifte' })).toBeVisible();
}

/** Presses Tab until the element has focus (keyboard-only tests); fails after 60 presses. */
export async function tabTo(page: Page, target: import('@playwright/test').Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

/**
 * On Booking: the first available day that is not a Wednesday (the sandbox's call-back days have no times),
 * its first time, and the contact details. Leaves the complete-booking button to the caller.
 */
export async function chooseDayTimeAndContact(page: Page): Promise<{ day: string; time: string }> {
  const days = page.getByRole('grid').locator('button:not([aria-disabled="true"])');
  await expect(days.first()).toBeVisible();
  const labels = await days.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  const index = labels.findIndex((label) => !label.startsWith('onsdag'));
  expect(index).toBeGreaterThanOrEqual(0);
  await days.nth(index).click();
  const times = page.getByRole('group', { name: 'Välj tid' }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  const time = (await times.first().getAttribute('value')) ?? '';
  await times.first().check();
  await page.getByRole('textbox', { name: 'Förnamn' }).fill('Anna');
  await page.getByRole('textbox', { name: 'Efternamn' }).fill('Svensson');
  await page.getByRole('textbox', { name: /^Mobilnummer/ }).fill('0701234512');
  await page.getByRole('textbox', { name: 'E-post' }).fill('anna.svensson@example.se');
  return { day: labels[index] ?? '', time };
}
