import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openHydrated, watchConsole } from '../support/browser';
import { BOOKING_STORAGE_KEY, bookingAfterLookup, GOTEBORG, mechmateUpstream, openBookingAt, SERVICE_BOOKING_URL } from '../support/serviceBooking';

// Step 4 of the service booking (spec 3 §4.1, §7.1, §8, §9) on dealergroup-se against the sandbox's mechmate: the
// closest-available stream (held by the sandbox's stream control while the placeholders are checked, so nothing
// waits on a clock), "Hämta fler", the sort, the map on the sandbox's tiles, a week of free times, the 08:00 rule.

const SANDBOX = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';

interface Site {
  departmentId: string;
  siteName: string;
  latitude: number;
  longitude: number;
  firstTimeSlot: string | null;
}

const SERVICES = {
  'brakes-front': { code: 'brakes-front', name: 'Bromsbelägg fram', price: 2800, priceKnown: true, priceDiscount: 10, category: 'Reparationer', type: 'service', units: null, unitAbbreviation: null, userInput: null },
};
/** The stored booking with the workshop step open (displayState 3, bookingState 4). */
const atWorkshop = (overrides: Record<string, unknown> = {}) =>
  bookingAfterLookup({ displayState: 3, bookingState: 4, services: SERVICES, bookingInfo: { addons: false, workshop: null, timeSlot: null, id: null }, ...overrides });

/** A batch straight from the sandbox's stream (what the page should list), after `cursor`. */
async function sandboxBatch(cursor?: string): Promise<Site[]> {
  const query = new URLSearchParams({ regNo: 'ABC123', serviceOfferings: 'brakes-front', latitude: String(GOTEBORG.latitude), longitude: String(GOTEBORG.longitude), ...(cursor ? { cursor } : {}) });
  const response = await mechmateUpstream(`/mechmate/departments/closestAvailable?${query}`, { headers: { accept: 'text/event-stream' } });
  return (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => JSON.parse(line.slice(5)) as Site);
}

async function streamControl(body: Record<string, unknown> | null): Promise<void> {
  const response = await fetch(`${SANDBOX}/__sandbox/mechmate/stream`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : { method: 'DELETE' });
  if (!response.ok) throw new Error(`stream control refused: ${await response.text()}`);
}

const workshopStep = (page: Page) => page.locator('li').filter({ has: page.getByRole('heading', { level: 2, name: /Välj verkstad och tid/ }) });
const rows = (page: Page) => workshopStep(page).locator('[data-workshop]');
const rowNames = (page: Page) => rows(page).getByRole('heading', { level: 3 }).allTextContents();

test.afterEach(async () => streamControl(null));

test('five placeholders, then the sites as the stream sends them; "Hämta fler" adds the next five', async ({ page }) => {
  const problems = watchConsole(page);
  const first = await sandboxBatch();
  const second = await sandboxBatch(first.at(-1)!.departmentId);
  expect(first).toHaveLength(5);
  expect(second.length).toBeGreaterThan(0);
  await streamControl({ hold: true });
  await openBookingAt(page, atWorkshop());
  const step = workshopStep(page);
  await expect(step.locator('[data-workshop-placeholder]')).toHaveCount(5);
  await expect(rows(page)).toHaveCount(0);
  await streamControl({ hold: false });
  await expect(rows(page)).toHaveCount(5);
  await expect(step.locator('[data-workshop-placeholder]')).toHaveCount(0);
  expect(await rowNames(page)).toEqual(first.map((s) => s.siteName));
  await step.getByRole('button', { name: 'Hämta fler' }).click();
  await expect(rows(page)).toHaveCount(5 + second.length);
  expect((await rowNames(page)).slice(5)).toEqual(second.map((s) => s.siteName));
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('sorts nearest first, or by first available time', async ({ page }) => {
  const sites = await sandboxBatch();
  await openBookingAt(page, atWorkshop());
  await expect(rows(page)).toHaveCount(5);
  const step = workshopStep(page);
  await expect(step.getByRole('radio', { name: 'Närmast mig' })).toBeChecked();
  // The stream's order is the nearest-first order.
  expect(await rowNames(page)).toEqual(sites.map((s) => s.siteName));
  await step.getByRole('radio', { name: 'Första lediga tid' }).check();
  // By firstTimeSlot (local date-times compare as text), none last, ties in distance order (a stable sort of the stream's order).
  const byTime = [...sites].sort((a, b) => (a.firstTimeSlot ?? '~').localeCompare(b.firstTimeSlot ?? '~'));
  await expect.poll(() => rowNames(page)).toEqual(byTime.map((s) => s.siteName));
});

test('the map draws the listed workshops on the sandbox tiles, and a marker chooses its workshop', async ({ page }) => {
  const tiles: string[] = [];
  page.on('request', (request) => {
    if (/\/-\/media\/tiles\/\d+\/\d+\/\d+\.png$/.test(request.url())) tiles.push(request.url());
  });
  const sites = await sandboxBatch();
  await openBookingAt(page, atWorkshop());
  const map = workshopStep(page).getByRole('region', { name: 'Karta över verkstäderna' });
  await expect(map.locator('[data-map-state="ready"]')).toHaveCount(1);
  await expect(map.locator('[data-site-marker]')).toHaveCount(5);
  expect(tiles.length).toBeGreaterThan(0);
  const marker = map.locator(`[data-site-marker][data-lat="${sites[2]!.latitude}"]`).first();
  await marker.click();
  await expect(workshopStep(page).locator(`[data-chosen-workshop="${sites[2]!.departmentId}"]`)).toBeVisible();
});

test('a workshop shows a week of times; a full day is booked at 08:00 with its note; a time opens the contact step', async ({ page }) => {
  const sites = await sandboxBatch();
  await openBookingAt(page, atWorkshop());
  const step = workshopStep(page);
  await step.getByRole('button', { name: `Välj ${sites[0]!.siteName}` }).click();
  await expect(step.getByRole('heading', { level: 3, name: `Lediga tider hos ${sites[0]!.siteName}` })).toBeVisible();
  await expect(step.getByRole('button', { name: 'Ändra verkstad eller tid' })).toBeVisible();
  const week = step.getByRole('group', { name: /^Vecka \d+:/ });
  await expect(week).toBeVisible();
  // A weekday is a full day with probability 0.6 in the sandbox: within four weeks there is one.
  for (let i = 0; i < 4 && (await step.locator('[data-full-day-note]').count()) === 0; i++) {
    await step.getByRole('button', { name: 'Nästa vecka' }).click();
    await expect(step.locator('[data-day]')).toHaveCount(7);
  }
  await expect(step.getByText('Heldag bokas kl. 08:00: bilen lämnas före 08:00.')).toBeVisible();
  await expectNoAxeViolations(page);
  const fullDay = step.getByRole('button', { name: /heldag \(lämna bilen före 08:00\)$/ }).first();
  const date = await fullDay.locator('xpath=ancestor::li[@data-day]').getAttribute('data-day');
  await fullDay.click();
  // The contact form opens in step 4's card ("Steg 4/4": max 4 after the lookup, spec 3 §9), its heading focused.
  const heading = page.getByRole('heading', { level: 2, name: /Välj verkstad och tid/ });
  await expect(heading).toBeFocused();
  await expect(heading).toContainText('Steg 4/4');
  await expect(workshopStep(page).getByRole('textbox', { name: 'Förnamn' })).toBeVisible();
  const stored = await page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { bookingInfo: { workshop: { departmentId: string }; timeSlot: unknown } }, BOOKING_STORAGE_KEY);
  expect(stored.bookingInfo.workshop.departmentId).toBe(sites[0]!.departmentId);
  expect(stored.bookingInfo.timeSlot).toEqual({ date, time: '08:00', isFullDay: true });
});

test('outside Sweden: "Vi kan ej hitta några anläggningar som passar dig"', async ({ page }) => {
  await openBookingAt(page, atWorkshop({ lat: 40.4, lng: -3.7, location: { ...GOTEBORG, latitude: 40.4, longitude: -3.7 } }));
  const step = workshopStep(page);
  await expect(step.getByRole('alert')).toHaveText('Vi kan ej hitta några anläggningar som passar dig');
  await expect(step.getByText('Prova att ändra dina val, eller kontakta oss så hjälper vi dig.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Leaflet is not part of the page\'s first load', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await openHydrated(page, SERVICE_BOOKING_URL);
  await expect(page.getByRole('textbox', { name: 'Registreringsnummer' })).toBeVisible();
  expect(scripts.some((body) => body.includes('leaflet-control-zoom'))).toBe(false);
});
