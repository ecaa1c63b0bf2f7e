import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, holdChunk, watchConsole } from '../support/browser';
import { clearFaults, setFault } from '../support/sandbox';
import { bookingAfterLookup, openBookingAt } from '../support/serviceBooking';

// Steps 2 and 3 of the service booking (spec 3 §4.1, §5.1, §8 "Services fetch failure", §9 prices) on
// dealergroup-se, against the sandbox's mechmate catalogue (packages/sandbox/src/data/mechmateCatalogue.ts).
// Prices are worked out from it for ABC123, a 2019 Volvo with a service agreement: base × 1.25 (premium brand)
// × (1 − agreement discount), rounded to ten kronor. The later steps belong to other suites: only the step-4
// heading is asserted here.

const step = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: new RegExp(`Steg ${n}/4`) });
const services = (page: Page) => page.locator('li').filter({ has: step(page, 2) });
const addons = (page: Page) => page.locator('li').filter({ has: step(page, 3) });

/** The stored booking with brake pads chosen and the add-ons step open (as after "Fortsätt" on step 2). */
const atAddons = () =>
  bookingAfterLookup({
    bookingState: 3,
    displayState: 2,
    services: {
      // 2490 × 1.25 × 0.9 = 2801.25 → 2800
      'brakes-front': { code: 'brakes-front', name: 'Bromsbelägg fram', price: 2800, priceKnown: true, priceDiscount: 10, category: 'Reparationer', type: 'service', units: null, unitAbbreviation: null, userInput: null },
    },
  });

test.afterEach(async () => clearFaults());

test.describe('service booking, services and add-ons', () => {
  test('services for ABC123: categories, prices in kronor, the agreement notice, messages, mileage; on to the add-ons', async ({ page }) => {
    const problems = watchConsole(page);
    await openBookingAt(page, bookingAfterLookup());
    await expect(step(page, 2)).toBeVisible();
    const body = services(page);
    await expect(body.getByText('Din bil har serviceavtal. Avtalets rabatt är redan dragen i priserna nedan.')).toBeVisible();
    for (const name of ['Service', 'Reparationer', 'Däck och hjul', 'Luftkonditionering']) await expect(body.getByRole('group', { name })).toBeVisible();
    await expect(body.getByRole('group', { name: 'Service' }).locator('svg[data-icon="service"]')).toHaveCount(1);
    // 3990 × 1.25 × 0.85 = 4239.375 → 4 240 kr, with no-break spaces as Intl's sv-SE writes them.
    const original = body.getByRole('checkbox', { name: /Service enligt serviceprogram/ });
    expect(await original.evaluate((box) => box.closest('label')?.textContent)).toBe('Service enligt serviceprogram4\u00a0240\u00a0kr');
    await expect(body.getByText('15 % rabatt').first()).toBeVisible();
    await expect(body.getByRole('checkbox', { name: 'Felsökning Priset sätts på verkstaden*' })).toBeVisible();
    await expect(body.getByText('Priserna är medianvärden och kan variera.')).toBeVisible();
    await expect(body.getByText('* Priset sätts först på verkstaden.')).toBeVisible();
    const next = body.getByRole('button', { name: 'Fortsätt' });
    await expect(next).toBeDisabled();
    await expectNoAxeViolations(page);

    // A user-input offering: the message with its counter, "Ange meddelande" while empty.
    await body.getByRole('checkbox', { name: /Felsökning/ }).check();
    const message = body.getByRole('textbox', { name: 'Meddelande till verkstaden' });
    await expect(body.getByText('Ange meddelande')).toBeVisible();
    await expect(body.getByText('0/80 tecken')).toBeVisible();
    await expect(next).toBeDisabled();
    await message.fill('Det gnisslar när jag bromsar');
    await expect(body.getByText('28/80 tecken')).toBeVisible();
    await expect(body.getByText('Ange meddelande')).toHaveCount(0);
    await expect(next).toBeEnabled();
    // Clearing the text unselects the offering.
    await message.fill('');
    await expect(body.getByRole('checkbox', { name: /Felsökning/ })).not.toBeChecked();
    await expect(body.getByText('Ange meddelande')).toBeVisible();
    await expect(next).toBeDisabled();

    // originalservice asks for the mileage in mil.
    await original.check();
    await expect(body.getByText('Ange miltal')).toBeVisible();
    await expectNoAxeViolations(page);
    await body.getByRole('textbox', { name: 'Bilens miltal (mil)' }).fill('4500');
    await expect(body.getByText('Ange miltal')).toHaveCount(0);
    await expect(next).toBeEnabled();
    await expect(body.getByText(/^Totalt 4\s240\skr/)).toBeVisible();

    await next.click();
    await expect(step(page, 3)).toBeVisible();
    await expect(step(page, 3)).toBeFocused();
    await expect(addons(page).getByRole('group', { name: 'Tvätt' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('add-ons: single-choice categories, a unit offering, continue with add-ons to step 4; axe clean', async ({ page }) => {
    await openBookingAt(page, atAddons());
    await expect(step(page, 3)).toBeVisible();
    const body = addons(page);
    const wash = body.getByRole('group', { name: 'Tvätt' });
    await expect(wash).toBeVisible();
    await expectNoAxeViolations(page);

    // Choosing one removes the other; choosing the chosen one again deselects it (by keyboard too).
    const exterior = wash.getByRole('checkbox', { name: /Utvändig tvätt/ });
    const interior = wash.getByRole('checkbox', { name: /Invändig rengöring/ });
    await exterior.click();
    await expect(exterior).toBeChecked();
    await interior.click();
    await expect(interior).toBeChecked();
    await expect(exterior).not.toBeChecked();
    await interior.focus();
    await page.keyboard.press('Space');
    await expect(interior).not.toBeChecked();
    await expect(body.getByRole('button', { name: 'Fortsätt utan tillval' })).toBeEnabled();
    await expect(body.getByRole('button', { name: 'Fortsätt med tillval' })).toHaveCount(0);

    // A unit offering: 349 × 1.25 = 436.25 → 440 kr/st; three of them 3 × 440 = 1 320 kr.
    await body.getByRole('checkbox', { name: /Torkarblad/ }).check();
    const amount = body.getByRole('combobox', { name: 'Antal (styck)' });
    await expect(amount.locator('option')).toHaveText(['1', '2', '3']);
    await expect(body.getByText(/^1 st × 440\skr = 440\skr$/)).toBeVisible();
    await amount.selectOption('3');
    await expect(body.getByText(/^3 st × 440\skr = 1\s320\skr$/)).toBeVisible();
    // 2 800 + 1 320 = 4 120
    await expect(body.getByText(/^Totalt 4\s120\skr$/)).toBeVisible();
    await expect(body.getByRole('button', { name: 'Fortsätt utan tillval' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await body.getByRole('button', { name: 'Fortsätt med tillval' }).click();
    await expect(step(page, 4)).toBeVisible();
  });

  test('add-ons: continue without add-ons to step 4', async ({ page }) => {
    await openBookingAt(page, atAddons());
    await addons(page).getByRole('button', { name: 'Fortsätt utan tillval' }).click();
    await expect(step(page, 4)).toBeVisible();
  });

  test('a step whose code does not come says so in its place, keeps the booking, and comes when tried again (issue 14)', async ({ page }) => {
    const chunk = await holdChunk(page, 'booking-addons');
    await openBookingAt(page, atAddons());
    const body = addons(page);
    const failure = body.getByRole('alert');
    await expect(failure).toHaveText(/Den här delen kunde inte laddas\./);
    await expect(body.getByRole('group', { name: 'Tvätt' })).toHaveCount(0);
    // The rest of the booking stays: the chosen service in step 2's summary, the page's heading, no section error.
    await expect(services(page).getByText('Bromsbelägg fram')).toBeVisible();
    await expect(page.getByText('Här borde en sektion synas men något har tyvärr blivit fel')).toHaveCount(0);
    await expectNoAxeViolations(page);
    chunk.release();
    await failure.getByRole('button', { name: 'Försök igen' }).press('Enter');
    await expect(body.getByRole('group', { name: 'Tvätt' })).toBeVisible();
    await expect(body.getByRole('alert')).toHaveCount(0);
  });

  test('services fetch failure: the catalogue text and the support e-mail', async ({ page }) => {
    await setFault('mechmate', 'error');
    await openBookingAt(page, bookingAfterLookup());
    const body = services(page);
    await expect(body.getByText('Något gick fel, vänligen försök igen senare.')).toBeVisible();
    // The sandbox's content gives dealergroup-se's page SupportEmail service@dealergroup.se.
    await expect(body.getByRole('link', { name: 'service@dealergroup.se' })).toHaveAttribute('href', 'mailto:service@dealergroup.se');
    await expectNoAxeViolations(page);

    // Once mechmate answers again, "Försök igen" loads the services.
    await clearFaults();
    await body.getByRole('button', { name: 'Försök igen' }).click();
    await expect(body.getByRole('group', { name: 'Service' })).toBeVisible();
  });

  test('add-ons fetch failure goes straight on to step 4', async ({ page }) => {
    await setFault('mechmate', 'error');
    await openBookingAt(page, atAddons());
    await expect(step(page, 4)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Tvätt' })).toHaveCount(0);
  });
});
