import { expect, test, type Page } from '@playwright/test';
import { dataLayer, expectNoAxeViolations, openHydrated, watchConsole } from '../support/browser';
import { clearFaults, setFault } from '../support/sandbox';
import { bookingAfterLookup, GOTEBORG, mechmateUpstream, openBookingAt, SERVICE_BOOKING_URL, storedServiceBookings } from '../support/serviceBooking';
import { fetchPage } from '../support/system';

// The page intro, the contact step, the booking, the confirmation and the summary sheet of the service booking
// (spec 3 §2.2, §2.3, §5.1, §7.1, §8) on dealergroup-se, against the sandbox's mechmate: real workshops, real free
// slots, bookings stored in the sandbox's database (read back through /__sandbox/inbox.json).

interface Workshop {
  departmentId: string;
  siteName: string;
  address: string;
  latitude: number;
  longitude: number;
}
interface Slot {
  date: string;
  time: string;
}

/** The nearest workshop to Göteborg with a free time, as the closest-available stream sends it. */
async function nearestWorkshop(): Promise<Workshop & Record<string, unknown>> {
  const response = await mechmateUpstream(`/mechmate/departments/closestAvailable?regNo=ABC123&latitude=${GOTEBORG.latitude}&longitude=${GOTEBORG.longitude}`, { headers: { accept: 'text/event-stream' } });
  const messages = (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => JSON.parse(line.slice(5)) as Record<string, unknown>);
  const site = messages.find((message) => typeof message.departmentId === 'string' && message.firstTimeSlot);
  if (!site) throw new Error(`no workshop near Göteborg: ${JSON.stringify(messages)}`);
  return site as Workshop & Record<string, unknown>;
}

/** The free start times of a department from today, as the timeslots route lists them (booked ones left out). */
async function freeSlots(departmentId: string): Promise<Slot[]> {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
  const response = await mechmateUpstream(`/mechmate/timeslots/from/ABC123/${departmentId}/${today}/`);
  expect(response.status).toBe(200);
  const days = (await response.json()) as { date: string; availableSlots: string[] }[];
  // From tomorrow: a time earlier today may already have passed.
  return days.filter((day) => day.date > today).flatMap((day) => day.availableSlots.map((time) => ({ date: day.date, time })));
}

const SERVICES = {
  // 2490 × 1.25 × 0.9 = 2801.25 → 2800 (as the services step prices it)
  'brakes-front': { code: 'brakes-front', name: 'Bromsbelägg fram', price: 2800, priceKnown: true, priceDiscount: 10, category: 'Reparationer', type: 'service', units: null, unitAbbreviation: null, userInput: null },
  troubleshooting: { code: 'troubleshooting', name: 'Felsökning', price: null, priceKnown: false, priceDiscount: 0, category: 'Reparationer', type: 'service', units: null, unitAbbreviation: null, userInput: 'Det gnisslar när jag bromsar' },
  'wiper-blades': { code: 'wiper-blades', name: 'Torkarblad', price: 440, priceKnown: true, priceDiscount: 0, category: 'Tillbehör', type: 'addon', units: 2, unitAbbreviation: 'st', userInput: null },
};
// 2800 + 2 × 440 = 3680; Felsökning's price is set at the workshop.
const TOTAL = 3680;

/** The stored booking at the contact step: services chosen, the workshop and a time picked. */
const atContact = (workshop: Record<string, unknown>, slot: Slot) =>
  bookingAfterLookup({ bookingState: 5, displayState: 4, services: SERVICES, bookingInfo: { addons: true, workshop, timeSlot: { ...slot, isFullDay: false }, id: null } });

// The contact form opens inside step 4, under the chosen workshop and time (ServiceBooking.tsx).
const contactStep = (page: Page) => page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Förnamn' }) });

async function fillContact(page: Page) {
  const form = contactStep(page);
  await form.getByRole('textbox', { name: 'Förnamn' }).fill('Anna');
  await form.getByRole('textbox', { name: 'Efternamn' }).fill('Berg');
  await form.getByRole('textbox', { name: 'Telefon' }).fill('+46 70 123 45');
  await form.getByRole('textbox', { name: 'E-post' }).fill('anna@example.se');
}

test.afterEach(async () => clearFaults());

test.describe('service booking: intro', () => {
  test('the four premium-brand links and the keyboard-operable list of further brands on the first step', async ({ page }) => {
    const problems = watchConsole(page);
    await openHydrated(page, SERVICE_BOOKING_URL);
    await expect(page.getByRole('heading', { level: 2, name: /Steg 1\/5/ })).toBeVisible();
    for (const brand of ['Mercedes-Benz', 'BMW']) {
      const link = page.getByRole('link', { name: `Boka service för ${brand} (extern webbplats)` });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    for (const brand of ['Porsche', 'IVECO']) {
      const link = page.getByRole('link', { name: `Boka service för ${brand}`, exact: true });
      await expect(link).toHaveAttribute('href', `/anlaggningar?brand=${brand}`);
      // The internal page exists: the facility list narrowed to the brand.
      expect((await fetchPage('dealergroup-se', `/anlaggningar?brand=${brand}`)).status).toBe(200);
    }
    const summary = page.getByText('Fler märken vi är auktoriserade för');
    const details = page.locator('details').filter({ has: summary });
    await expect(details).not.toHaveAttribute('open', '');
    await expect(details.getByText('Kia')).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(details.getByText('Kia')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open', '');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('after a lookup the intro says whether the brand has authorised workshops', async ({ page }) => {
    const expected = (await (await mechmateUpstream('/mechmate/authorized-workshop/Volvo')).json()) as { hasBrand: boolean };
    await openBookingAt(page, bookingAfterLookup());
    await expect(page.getByText(expected.hasBrand ? 'Vi har auktoriserade verkstäder för Volvo.' : 'Vi har ingen auktoriserad verkstad för Volvo, men våra verkstäder servar gärna din bil.')).toBeVisible();
  });
});

test.describe('service booking: contact, booking and confirmation', () => {
  test('books a real free slot once, with the right offerings, tracks the purchase, confirms, and "Ny bokning" starts over', async ({ page }) => {
    const problems = watchConsole(page);
    const workshop = await nearestWorkshop();
    const slot = (await freeSlots(workshop.departmentId))[0]!;
    await openBookingAt(page, atContact(workshop, slot));
    const form = contactStep(page);
    await expect(form.getByRole('textbox', { name: 'Förnamn' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Validation first: nothing is sent while the form is incomplete.
    await form.getByRole('textbox', { name: 'Telefon' }).fill('12345');
    await form.getByRole('button', { name: 'Boka' }).click();
    await expect(form.getByText('Ange ett giltigt telefonnummer')).toBeVisible();
    await fillContact(page);
    await form.getByRole('textbox', { name: 'Meddelande till verkstaden (valfritt)' }).fill('Ring innan');
    await expect(form.getByText('10/80 tecken')).toBeVisible();
    await form.getByRole('button', { name: 'Boka' }).click();

    const confirmation = page.getByRole('region', { name: 'Bokning bekräftad' });
    await expect(confirmation.getByRole('heading', { level: 2, name: 'Bokning bekräftad' })).toBeFocused();
    const id = (await confirmation.locator('[data-booking-id]').textContent())!;
    expect(id).toMatch(/^bk_/);
    await expect(confirmation.getByText('Bromsbelägg fram')).toBeVisible();
    // 2800 + 2 × 440 = 3 680 kr (no-break spaces, as Intl's sv-SE writes them)
    await expect(confirmation.locator('[data-total]')).toHaveText('3\u00a0680\u00a0kr');
    await expect(confirmation.getByText(workshop.siteName, { exact: true })).toBeVisible();
    await expect(confirmation.getByText(`${slot.date} kl. ${slot.time}`)).toBeVisible();
    await expect(confirmation.getByText('Anna Berg')).toBeVisible();
    const directions = confirmation.getByRole('link', { name: `Vägbeskrivning till ${workshop.siteName} (öppnas i en ny flik)` });
    const href = new URL((await directions.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(href.searchParams.get('query')).toBe(`${workshop.siteName}, ${workshop.address}`);
    await expectNoAxeViolations(page);

    // Stored once, with the offerings, units and message as chosen, and mileage 1 (none given).
    const stored = (await storedServiceBookings()).filter((row) => row.department_id === workshop.departmentId && row.time_slot === `${slot.date}T${slot.time}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id,
      mileage: 1,
      free_text: 'Ring innan',
      customer: { firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45', email: 'anna@example.se' },
      service_offering_requests: [
        { kobraId: 'brakes-front', unitsSelected: null, userInput: null },
        { kobraId: 'troubleshooting', unitsSelected: null, userInput: 'Det gnisslar när jag bromsar' },
        { kobraId: 'wiper-blades', unitsSelected: 2, userInput: null },
      ],
    });
    const events = await dataLayer(page);
    expect(events).toContainEqual(expect.objectContaining({ event: 'purchase', transactionId: id, currency: 'SEK', value: TOTAL, items: ['brakes-front', 'troubleshooting', 'wiper-blades'] }));
    expect(events).toContainEqual(expect.objectContaining({ event: 'serviceBookingStep', step: 6 }));

    await confirmation.getByRole('button', { name: 'Ny bokning' }).click();
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 2, name: /Steg 1\/5/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Registreringsnummer' })).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Bokning bekräftad' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a time taken by another booking in between gives TimeslotNotAvailable and the button back', async ({ page }) => {
    const workshop = await nearestWorkshop();
    const slot = (await freeSlots(workshop.departmentId)).at(-1)!;
    await openBookingAt(page, atContact(workshop, slot));
    await fillContact(page);
    // Someone else books the time first, straight through mechmate.
    const other = await mechmateUpstream('/mechmate/book', {
      method: 'POST',
      body: JSON.stringify({
        customer: { firstName: 'Bo', lastName: 'Ek', phone: '0701234567', email: 'bo@example.se' },
        departmentId: workshop.departmentId,
        timeSlot: `${slot.date}T${slot.time}:00`,
        isFullDay: false,
        registrationNumber: 'DEF456',
        mileage: 1,
        serviceOfferingRequests: [{ kobraId: 'brakes-front' }],
      }),
    });
    expect(other.status).toBe(200);
    const form = contactStep(page);
    await form.getByRole('button', { name: 'Boka' }).click();
    await expect(form.getByRole('alert')).toHaveText('Tiden är inte tillgänglig, vänligen välj en annan tid');
    await expect(form.getByRole('button', { name: 'Boka' })).toBeEnabled();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'serviceBookingError', where: 'booking', error: 'TimeslotNotAvailable' }));
    await expectNoAxeViolations(page);
  });

  test('a mechmate fault gives "Något gick fel, försök igen" and the button back', async ({ page }) => {
    const workshop = await nearestWorkshop();
    const slot = (await freeSlots(workshop.departmentId))[1]!;
    await openBookingAt(page, atContact(workshop, slot));
    await fillContact(page);
    await setFault('mechmate', 'error');
    const form = contactStep(page);
    await form.getByRole('button', { name: 'Boka' }).click();
    await expect(form.getByRole('alert')).toHaveText('Något gick fel, försök igen');
    await expect(form.getByRole('button', { name: 'Boka' })).toBeEnabled();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'serviceBookingError', where: 'booking', error: 'ServerError' }));
  });
});

test.describe('service booking: summary sheet on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom sheet shows the count, opens and closes by keyboard, and leaves the page room', async ({ page }) => {
    const workshop = await nearestWorkshop();
    const slot = (await freeSlots(workshop.departmentId))[0]!;
    await openBookingAt(page, atContact(workshop, slot));
    const handle = page.getByRole('button', { name: /Din bokning/ });
    await expect(handle).toContainText('3 valda');
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    // Collapsed: 72 px high, fixed to the bottom; the page has that much padding below its last content.
    const sheet = page.locator('[data-booking-sheet]');
    const collapsed = (await sheet.boundingBox())!.height;
    expect(collapsed).toBeGreaterThanOrEqual(72);
    expect(collapsed).toBeLessThanOrEqual(73);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('72px');
    const body = page.locator(`[id="${await handle.getAttribute('aria-controls')}"]`);
    await expect(body).toBeHidden();

    await handle.focus();
    await page.keyboard.press('Enter');
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
    await expect(body.getByText('Bromsbelägg fram')).toBeVisible();
    await expect(body.getByText('Pris på verkstaden*')).toBeVisible();
    // Open: 80 % of the 844 px viewport = 675.2 px
    await expect.poll(async () => Math.abs((await sheet.boundingBox())!.height - 675.2)).toBeLessThan(1.5);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    await expect(body).toBeHidden();

    // Dragged up with the mouse it opens, dragged down it closes (measured once the height transition has settled).
    const settledAt = (height: number) => expect.poll(async () => Math.abs((await sheet.boundingBox())!.height - height)).toBeLessThan(1.5);
    await settledAt(72);
    const box = (await handle.boundingBox())!;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, box.y + 30);
    await page.mouse.down();
    await page.mouse.move(x, box.y - 200, { steps: 5 });
    await page.mouse.up();
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
    await settledAt(675.2);
    const open = (await handle.boundingBox())!;
    await page.mouse.move(x, open.y + 30);
    await page.mouse.down();
    await page.mouse.move(x, open.y + 300, { steps: 5 });
    await page.mouse.up();
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    await settledAt(72);
  });
});
