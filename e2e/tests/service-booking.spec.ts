import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, openHydrated, recordDataLayer, recordedDataLayer, waitHydrated } from '../support/browser';
import { clearFaults } from '../support/sandbox';
import { SERVICE_BOOKING_URL, serviceBookingsFor } from '../support/serviceBooking';

// Issue 18, "Done means": the whole Swedish service booking in Chromium, from registration number to a confirmed
// time, on a phone (390 px, by touch) and on a desktop (1440 px, by keyboard only); the booking is found once in
// the sandbox with the right offerings and units; a reload in the middle keeps the step; axe on every step.

test.afterEach(() => clearFaults());

type Input = 'pointer' | 'keyboard';

/** Presses Tab until `target` has focus (at most 250 times): the keyboard reaches it in the page's focus order. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 250; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Activates a control as the visitor of this run would: a tap, or Tab to it and Enter (Space for a checkbox). */
async function activate(page: Page, input: Input, target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  if (input === 'pointer') return target.click();
  await tabTo(page, target);
  await page.keyboard.press(key);
}

async function typeInto(page: Page, input: Input, field: Locator, text: string): Promise<void> {
  if (input === 'pointer') await field.click();
  else await tabTo(page, field);
  await page.keyboard.type(text);
}

for (const { width, height, input } of [
  { width: 390, height: 844, input: 'pointer' as const },
  { width: 1440, height: 900, input: 'keyboard' as const },
]) {
  test(`a car owner books a service from registration number to confirmation at ${width} px (${input})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    // A different customer per run, so the sandbox's booking can be told apart from the other suites'.
    const email = `flow-${width}@example.se`;
    await recordDataLayer(page);
    await openHydrated(page, SERVICE_BOOKING_URL);

    // Step 1: registration number and place.
    await typeInto(page, input, page.getByRole('textbox', { name: 'Registreringsnummer' }), 'abc123');
    await typeInto(page, input, page.getByRole('combobox', { name: 'Ort' }), 'Göteb');
    const option = page.getByRole('option', { name: 'Göteborg, Sverige' });
    if (input === 'pointer') await option.click();
    else {
      await expect(option).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }
    await expectNoAxeViolations(page);
    await activate(page, input, page.getByRole('button', { name: 'Fortsätt', exact: true }));

    // Step 2: one unit offering (2 tyres mended) and one with the visitor's message.
    await expect(page.getByRole('heading', { level: 2, name: /Steg 2\/4/ })).toBeVisible();
    const repair = page.locator('[data-offering="tire-repair"]');
    await activate(page, input, repair.getByRole('checkbox'), 'Space');
    const amount = repair.getByRole('combobox', { name: /Antal/ });
    if (input === 'pointer') await amount.selectOption('2');
    else {
      await tabTo(page, amount);
      await page.keyboard.press('ArrowDown');
    }
    await expect(amount).toHaveValue('2');
    const troubleshooting = page.locator('[data-offering="troubleshooting"]');
    await activate(page, input, troubleshooting.getByRole('checkbox'), 'Space');
    await expect(troubleshooting.getByText('Ange meddelande')).toBeVisible();
    await typeInto(page, input, troubleshooting.getByRole('textbox', { name: 'Meddelande till verkstaden' }), 'Gnisslar vid inbromsning');
    await expect(troubleshooting.getByText('24/80 tecken')).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(page, input, page.getByRole('button', { name: 'Fortsätt', exact: true }));

    // Step 3: a single-choice category: the second wash replaces the first.
    await expect(page.getByRole('heading', { level: 2, name: /Steg 3\/4/ })).toBeVisible();
    await activate(page, input, page.locator('[data-offering="wash-exterior"]').getByRole('checkbox'), 'Space');
    await activate(page, input, page.locator('[data-offering="wash-complete"]').getByRole('checkbox'), 'Space');
    await expect(page.locator('[data-offering="wash-exterior"]').getByRole('checkbox')).not.toBeChecked();
    await expect(page.locator('[data-offering="wash-complete"]').getByRole('checkbox')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Fortsätt utan tillval' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await activate(page, input, page.getByRole('button', { name: 'Fortsätt med tillval' }));

    // Step 4: the stream's first five workshops, then five more.
    await expect(page.getByRole('heading', { level: 2, name: /Steg 4\/4/ })).toBeVisible();
    await expect(page.locator('[data-workshop]')).toHaveCount(5);
    await activate(page, input, page.getByRole('button', { name: 'Hämta fler' }));
    await expect(page.locator('[data-workshop]')).toHaveCount(10);

    // A reload in the middle keeps the visitor at the workshop step with everything chosen.
    await page.reload();
    await waitHydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: /Steg 4\/4/ })).toBeVisible();
    await expect(page.locator('[data-workshop]')).toHaveCount(5);
    await expectNoAxeViolations(page);

    // The two runs book at different workshops (the 2nd and the 3rd nearest), so neither takes the other's time.
    const workshop = page.locator('[data-workshop]').nth(width === 390 ? 1 : 2);
    const departmentId = await workshop.getAttribute('data-workshop');
    await activate(page, input, workshop.getByRole('button', { name: /^Välj / }));
    const firstTime = page.locator('[data-slot-week] [data-day] button').first();
    await expect(firstTime).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(page, input, firstTime);

    // The contact form shows within step 4.
    await typeInto(page, input, page.getByRole('textbox', { name: 'Förnamn' }), 'Anna');
    await typeInto(page, input, page.getByRole('textbox', { name: 'Efternamn' }), 'Berg');
    await typeInto(page, input, page.getByRole('textbox', { name: 'Telefon' }), '+46 70 123 45 67');
    await typeInto(page, input, page.getByRole('textbox', { name: 'E-post' }), email);
    await expectNoAxeViolations(page);
    await activate(page, input, page.getByRole('button', { name: 'Boka', exact: true }));

    await expect(page.getByRole('heading', { name: 'Bokning bekräftad' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Stored once, with the offerings, units and message chosen above (mileage 1: no originalservice, spec 3 §7.1).
    const stored = await serviceBookingsFor(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ department_id: departmentId, registration_number: 'ABC123', mileage: 1 });
    expect(stored[0]!.service_offering_requests).toEqual([
      { kobraId: 'tire-repair', unitsSelected: 2, userInput: null },
      { kobraId: 'troubleshooting', unitsSelected: null, userInput: 'Gnisslar vid inbromsning' },
      { kobraId: 'wash-complete', unitsSelected: null, userInput: null },
    ]);
    // The data layer saw the steps and the purchase in kronor.
    const events = await recordedDataLayer(page);
    expect(events.filter((e) => e.event === 'serviceBookingStep').map((e) => e.step)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6]));
    expect(events.filter((e) => e.event === 'purchase')).toEqual([expect.objectContaining({ currency: 'SEK', transactionId: expect.any(String) })]);

    // "Ny bokning" starts over at step 1.
    await activate(page, input, page.getByRole('button', { name: 'Ny bokning' }));
    await waitHydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: /Steg 1\/5/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Registreringsnummer' })).toHaveValue('');
  });
}

// Spec 3 §8, the lookup rows, through the sandbox's test registrations (docs/sandbox.md); ServerError through the
// fault switch is in faults.spec.ts.
for (const [regNo, message] of [
  ['ERR400', 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt'],
  ['ZZZ99Z', 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt'],
  ['ERR422', 'Vi kan inte erbjuda service för bilar av märket Tesla.'],
  ['POR911', 'Du bokar din service, däckbyte och verkstad för Porsche via länken högst upp på sidan.'],
  ['ERR500', 'Något gick fel, försök igen'],
] as const) {
  test(`lookup of ${regNo}: "${message}" and the flow stops at step 1`, async ({ page }) => {
    await openHydrated(page, SERVICE_BOOKING_URL);
    await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill(regNo);
    await page.getByRole('combobox', { name: 'Ort' }).fill('Göteb');
    await page.getByRole('option', { name: 'Göteborg, Sverige' }).click();
    await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('heading', { level: 2, name: /Steg 2/ })).toHaveCount(0);
    if (regNo === 'POR911') await expect(page.getByRole('link', { name: /Porsche/ }).first()).toBeVisible();
  });
}

// Spec 3 §7.1 browser geolocation and §8 "Geolocation denied".
test('"Använd min position": the browser position as the place, or the spec text when it is denied', async ({ page, context }) => {
  await openHydrated(page, SERVICE_BOOKING_URL);
  // Headless Chromium denies a permission nobody granted.
  await page.getByRole('button', { name: 'Använd min position' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'platstjänster' })).toHaveText('För att använda funktionen behöver din webbläsare kunna använda platstjänster.');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 57.7089, longitude: 11.9746 });
  await page.getByRole('button', { name: 'Använd min position' }).click();
  await expect(page.getByRole('combobox', { name: 'Ort' })).toHaveValue('Min position');
  await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill('ABC123');
  await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Steg 2\/4/ })).toBeVisible();
});

// Spec 2: the dealer page's booking button passes the site's lat and lng; the booking starts with that place.
test('from a dealer page: the booking starts near that site', async ({ page }) => {
  await openHydrated(page, `${SERVICE_BOOKING_URL}?lat=57.7089&lng=11.9746`);
  await expect(page.getByRole('combobox', { name: 'Ort' })).toHaveValue('Vald anläggning');
  await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill('ABC123');
  await expect(page.getByRole('button', { name: 'Fortsätt', exact: true })).toBeEnabled();
});
