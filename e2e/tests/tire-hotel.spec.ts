import { expect } from '@playwright/test';
import { dataLayer, expectNoAxeViolations, waitHydrated, watchConsole } from '../support/browser';
import { chooseDayTimeAndContact, loginAs, newCode, searchRegNo, sendCode, sentCodes, tabTo, test, TIRE_HOTEL_URL } from '../support/tireHotel';

// Issue 19: the tire hotel (spec 3 §2.7, §4.4, §5.4, §7.5, §8) against the sandbox's test registrations
// (packages/sandbox/src/tirehotel/README.md), codes read from its SMS outbox. The browser's clock is fixed at
// SANDBOX_NOW (Monday 2026-11-02 09:00Z), so the booking window starts Thursday 2026-11-05.

const SANDBOX = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';
const h2 = (name: string | RegExp) => ({ level: 2, name }) as const;

test.describe('tire hotel', () => {
  test('ABC123: search, code typed, LoggedIn, a free day and time booked, confirmation, rating sent, thanks; axe in every state', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(TIRE_HOTEL_URL);
    await waitHydrated(page);
    // The contact address of the page's content configuration (dealergroup-se: dackhotell@dealergroup.se), on every state.
    const contact = page.getByRole('link', { name: 'dackhotell@dealergroup.se' });
    await expect(contact).toHaveAttribute('href', 'mailto:dackhotell@dealergroup.se');
    await expect(page.getByRole('heading', h2('Hitta ditt däckhotellsavtal'))).toBeVisible();
    await expectNoAxeViolations(page);

    const field = page.getByRole('textbox', { name: 'Registreringsnummer' });
    await field.fill('abc 123');
    await expect(field).toHaveValue('ABC123');
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(page.getByRole('heading', h2('Logga in'))).toBeFocused();
    await expect(page.getByText('Vi skickar en kod med SMS till 07******12.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', 'mailto:dackhotell@dealergroup.se');
    await expectNoAxeViolations(page);

    const code = await sendCode(page, 'ABC123');
    await expect(page.getByRole('heading', h2('Ange koden'))).toBeFocused();
    await expect(page.getByRole('group', { name: 'Kod' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Siffra 1 av 4' })).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoAxeViolations(page);
    const verify = page.getByRole('button', { name: 'Verifiera kod' });
    await page.getByRole('textbox', { name: 'Siffra 1 av 4' }).pressSequentially(code.slice(0, 3));
    await expect(verify).toBeDisabled();
    await page.keyboard.type(code.slice(3));
    await expect(page.getByRole('textbox', { name: 'Siffra 4 av 4' })).toHaveValue(code[3]!);
    await verify.click();

    await expect(page.getByRole('heading', h2('Volvo XC60'))).toBeFocused();
    await expect(page.getByText('Volvo XC60 · Registreringsnummer ABC123')).toBeVisible();
    // ABC123: all four tires fine, so neither the replacement card nor a warning icon.
    await expect(page.getByText('Dags att byta däck')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Varning' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Dina inlagrade däck' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
    await expect(contact).toBeVisible();
    await expect(page).toHaveURL(TIRE_HOTEL_URL);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Boka hjulskifte' }).click();
    await expect(page.getByRole('heading', h2('Boka hjulskifte'))).toBeFocused();
    await expectNoAxeViolations(page);
    const chosen = await chooseDayTimeAndContact(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Slutför bokning' }).click();

    await expect(page.getByRole('heading', h2('Tack för din bokning!'))).toBeFocused();
    await expect(page.getByText(`kl. ${chosen.time}`)).toBeVisible();
    await expectNoAxeViolations(page);
    const send = page.getByRole('button', { name: 'Skicka omdöme' });
    await expect(send).toBeDisabled();
    await page.getByRole('radio', { name: '4 av 5 stjärnor' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Kommentar (valfritt)' }).fill('Smidigt');
    await send.click();
    await expect(page.getByText('Tack för din återkoppling!')).toBeVisible();
    await expectNoAxeViolations(page);
    const reviews = (await (await fetch(`${SANDBOX}/__sandbox/tirehotel/reviews`)).json()) as { reviews?: { rating: number; comment: string }[] } | { rating: number; comment: string }[];
    const list = Array.isArray(reviews) ? reviews : (reviews.reviews ?? []);
    expect(list.some((r) => r.rating === 4 && r.comment === 'Smidigt')).toBe(true);

    // Spec 3 §7.5: the data layer had steps 1-6 and the purchase in SEK with value 0.
    const events = await dataLayer(page);
    expect(events.filter((e) => e.event === 'tireHotelStep').map((e) => e.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(events.filter((e) => e.event === 'purchase')).toEqual([expect.objectContaining({ currency: 'SEK', value: 0 })]);
    expect(problems).toEqual([]);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

  test('DEF456: the code pasted, the replacement warning and one warning icon', async ({ page }) => {
    await searchRegNo(page, 'DEF456');
    const code = await sendCode(page, 'DEF456');
    await page.getByRole('textbox', { name: 'Siffra 1 av 4' }).focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, `${code}99`);
    for (const [index, digit] of [...code].entries()) await expect(page.getByRole('textbox', { name: `Siffra ${index + 1} av 4` })).toHaveValue(digit);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', h2('Volkswagen Golf'))).toBeVisible();
    const warning = page.getByRole('region', { name: 'Varning Dags att byta däck' });
    await expect(warning).toContainText('Minst ett av dina däck har lågt mönsterdjup');
    // DEF456: the right front tire has status 1, the other three 0.
    const tires = page.getByRole('region', { name: 'Dina inlagrade däck' }).getByRole('listitem');
    await expect(tires.filter({ has: page.getByRole('img', { name: 'Varning' }) })).toHaveCount(1);
    await expect(tires.filter({ has: page.getByRole('img', { name: 'Varning' }) })).toContainText('Höger fram');
    // Nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
  });

  test('GHI78J keyboard only: search, code, LoggedIn, booking and confirmation without the mouse', async ({ page }) => {
    await page.goto(TIRE_HOTEL_URL);
    await waitHydrated(page);
    await tabTo(page, page.getByRole('textbox', { name: 'Registreringsnummer' }));
    await page.keyboard.type('GHI78J');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', h2('Logga in'))).toBeFocused();
    const before = await sentCodes('GHI78J');
    await tabTo(page, page.getByRole('button', { name: 'Skicka kod' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', h2('Ange koden'))).toBeFocused();
    const code = await newCode('GHI78J', before);
    await tabTo(page, page.getByRole('textbox', { name: 'Siffra 1 av 4' }));
    await page.keyboard.type(code.slice(0, 2));
    // Back with the arrow key, Backspace on an empty box goes back, then the code again.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('textbox', { name: 'Siffra 2 av 4' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace');
    await expect(page.getByRole('textbox', { name: 'Siffra 2 av 4' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Siffra 2 av 4' })).toHaveValue('');
    await page.keyboard.type(code.slice(1));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', h2('Kia EV6'))).toBeFocused();
    // GHI78J: status 2 on the left rear tire: an icon, not the replacement card.
    await expect(page.getByText('Dags att byta däck')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Varning' })).toHaveCount(1);

    await tabTo(page, page.getByRole('button', { name: 'Boka hjulskifte' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', h2('Boka hjulskifte'))).toBeFocused();
    const days = page.getByRole('grid').locator('button:not([aria-disabled="true"])');
    await expect(days.first()).toBeVisible();
    await tabTo(page, page.getByRole('grid').locator('button[tabindex="0"]'));
    // Onto an available day that is not a Wednesday (call-back days have no times), with the arrow keys.
    for (let moves = 0; moves < 14; moves++) {
      const label = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
      const available = await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled') !== 'true');
      if (available && !label.startsWith('onsdag')) break;
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Enter');
    const firstTime = page.getByRole('group', { name: 'Välj tid' }).getByRole('radio').first();
    await expect(firstTime).toBeVisible();
    await tabTo(page, firstTime);
    await page.keyboard.press('Space');
    await expect(firstTime).toBeChecked();
    // In the form's order, so each Tab goes forward.
    for (const [name, value] of [
      ['Förnamn', 'Kim'],
      ['Efternamn', 'Tangent'],
      [/^Mobilnummer/, '0765554478'],
      ['E-post', 'kim@example.se'],
    ] as const) {
      await tabTo(page, page.getByRole('textbox', { name }));
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByRole('button', { name: 'Slutför bokning' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', h2('Tack för din bokning!'))).toBeFocused();
  });

  test('ABC123: a reload on LoggedIn keeps it; log-out returns to an empty Search and ends the session', async ({ page }) => {
    await loginAs(page, 'ABC123');
    await page.reload();
    await waitHydrated(page);
    await expect(page.getByRole('heading', h2('Volvo XC60'))).toBeVisible();
    await expect(page).toHaveURL(TIRE_HOTEL_URL);
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page.getByRole('heading', h2('Hitta ditt däckhotellsavtal'))).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Registreringsnummer' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Logga ut' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('showroom.tireHotel'))).toBeNull();
    await page.reload();
    await waitHydrated(page);
    await expect(page.getByRole('heading', h2('Hitta ditt däckhotellsavtal'))).toBeVisible();
  });

  test('?regNo= prefills the search', async ({ page }) => {
    await page.goto(`${TIRE_HOTEL_URL}?regNo=def%20456`);
    await waitHydrated(page);
    await expect(page.getByRole('textbox', { name: 'Registreringsnummer' })).toHaveValue('DEF456');
  });

  test('NOAVTAL: no agreement, with the book-service link', async ({ page }) => {
    await searchRegNo(page, 'NOAVTAL');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Vi hittar inget däckhotellsavtal för detta registreringsnummer. Boka service');
    await expect(alert.getByRole('link', { name: 'Boka service' })).toHaveAttribute('href', '/service-och-verkstad/boka-service');
    await expectNoAxeViolations(page);
  });

  test("NOSMS1: sending the code fails with the server's message", async ({ page }) => {
    await searchRegNo(page, 'NOSMS1');
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await expect(page.getByRole('alert')).toHaveText('Vi kunde inte skicka någon kod till ditt telefonnummer. Kontakta oss så hjälper vi dig.');
    await expect(page.getByRole('heading', h2('Logga in'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('NOTID1: no available days, with the workshop phone and e-mail', async ({ page }) => {
    await loginAs(page, 'NOTID1');
    await page.getByRole('button', { name: 'Boka hjulskifte' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Det finns för närvarande inga tillgängliga tider på din verkstad.' });
    await expect(status).toContainText('Det finns för närvarande inga tillgängliga tider på din verkstad. Kontakta oss så hjälper vi dig att hitta första bästa tid.');
    await expect(status.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(status.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
    // Back returns to LoggedIn.
    await page.getByRole('button', { name: 'Tillbaka' }).click();
    await expect(page.getByRole('heading', h2('BMW X3'))).toBeFocused();
  });

  test("BOKFEL: the booking is refused and the server's message shows in red", async ({ page }) => {
    await loginAs(page, 'BOKFEL');
    await page.getByRole('button', { name: 'Boka hjulskifte' }).click();
    await chooseDayTimeAndContact(page);
    await page.getByRole('button', { name: 'Slutför bokning' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Bokningen kunde inte genomföras.' });
    await expect(alert).toHaveText('Bokningen kunde inte genomföras. Kontakta verkstaden så hjälper vi dig.');
    // The theme's danger colour, #b3261e.
    await expect(alert).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(page.getByRole('heading', h2('Boka hjulskifte'))).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
