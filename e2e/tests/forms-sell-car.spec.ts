import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openHydrated, watchConsole } from '../support/browser';
import { comhubReceipts, setLeadsStore } from '../support/leads';
import { PARTNER_PORT, siteUrl } from '../support/system';

// The full sell-car form (spec 3 §2.5, §3.3, §5.2, §4.3, §8 Forms) on a site's sell-car page, and as a partner's
// element asking for it. The short form on the partner's first page is partner.spec.ts's.

const formIn = (page: Page) => page.locator('[data-remote-slot="mfe-forms/SellCarForm"]');
const receiptsFor = async (formName: string, name: string) => (await comhubReceipts(formName)).filter((r) => r.values.customerName === name);

test.describe('full sell-car form on carstore-no /selg-bil', () => {
  test('filled by keyboard alone and sent: thanks, the lead once in the inbox with every field; axe clean empty, invalid and sent', async ({ page }) => {
    const problems = watchConsole(page);
    const name = `Kari Selger ${Date.now()}`;
    await openHydrated(page, siteUrl('carstore-no', '/selg-bil'));
    const form = formIn(page);
    await expect(form.getByRole('heading', { level: 1, name: 'Selg bilen din' })).toBeVisible();
    await expect(form.getByText('Vi bruker opplysningene dine bare til å kontakte deg om bilen din.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Invalid: everything missing, and a mileage of -1.
    await form.getByLabel('Kilometerstand').fill('-1');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByLabel('Registreringsnummer')).toHaveAccessibleDescription('Feltet må fylles ut');
    await expect(form.getByLabel('Kilometerstand')).toHaveAccessibleDescription('Oppgi kilometerstanden som et heltall, 0 eller mer');
    await expect(form.getByRole('group', { name: 'Hva vil du gjøre?' })).toHaveAccessibleDescription('Feltet må fylles ut');
    await expect(form.getByLabel('Registreringsnummer')).toBeFocused();
    await expectNoAxeViolations(page);

    // By keyboard from the first field: regno, mileage, name, phone, e-mail, the choice, other, send.
    await page.keyboard.type('AB 12345');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('912 34 567');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kari@eksempel.no');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'Bytte inn bilen' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Vinterdekk følger med');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(form.getByRole('heading', { name: 'Takk for din henvendelse!' })).toBeFocused();
    await expectNoAxeViolations(page);
    await expect.poll(async () => (await receiptsFor('carstore-noSellCarForm', name)).length).toBe(1);
    const [receipt] = await receiptsFor('carstore-noSellCarForm', name);
    expect(receipt!.receivedCount).toBe(1);
    expect(receipt!.values).toEqual({
      regno: 'AB 12345',
      milage: '0',
      other: 'Vinterdekk følger med',
      customerName: name,
      customerPhone: '912 34 567',
      customerEmail: 'kari@eksempel.no',
      option: 'tradeInCar',
    });
    expect(problems).toEqual([]);
  });

  test('when the BFF cannot store the lead: the sell-car error line, the fill kept, and a retry stores it once', async ({ page }) => {
    const name = `Kari Feil ${Date.now()}`;
    await openHydrated(page, siteUrl('carstore-no', '/selg-bil'));
    const form = formIn(page);
    await form.getByLabel('Registreringsnummer').fill('AB 12345');
    await form.getByLabel('Kilometerstand').fill('120000');
    await form.getByLabel('Navn').fill(name);
    await form.getByLabel('Telefonnummer').fill('912 34 567');
    await form.getByLabel('E-postadresse').fill('kari@eksempel.no');
    await form.getByRole('radio', { name: 'Selge bilen' }).check();
    await setLeadsStore(false);
    try {
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(form.getByText('Noe gikk galt da skjemaet skulle sendes. Prøv igjen senere.', { exact: true })).toBeVisible();
      await expect(form.getByLabel('Kilometerstand')).toHaveValue('120000');
    } finally {
      await setLeadsStore(true);
    }
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('heading', { name: 'Takk for din henvendelse!' })).toBeVisible();
    await expect.poll(async () => (await receiptsFor('carstore-noSellCarForm', name)).length).toBe(1);
  });
});

test('a partner element asking for the full sell-car form gets it, and sends it across origins', async ({ page }) => {
  const problems = watchConsole(page);
  const name = `Partner Selger ${Date.now()}`;
  await page.goto(`http://127.0.0.1:${PARTNER_PORT}/lead-forms`);
  const form = page.locator('showroom-sell-car-form');
  await expect(form.getByLabel('Registreringsnummer')).toBeVisible();
  await expectNoAxeViolations(page, { shadowStyles: false });
  await form.getByLabel('Registreringsnummer').fill('CD 67890');
  await form.getByLabel('Kilometerstand').fill('54000');
  await form.getByLabel('Navn').fill(name);
  await form.getByLabel('Telefonnummer').fill('+47 912 34 567');
  await form.getByLabel('E-postadresse').fill('partner@eksempel.no');
  await form.getByRole('radio', { name: 'Selge bilen' }).check();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('heading', { name: 'Takk for din henvendelse!' })).toBeVisible();
  await expect.poll(async () => (await receiptsFor('carstore-noSellCarForm', name)).length).toBe(1);
  const [receipt] = await receiptsFor('carstore-noSellCarForm', name);
  expect(receipt!.values).toMatchObject({ regno: 'CD 67890', milage: '54000', option: 'sellCar', other: '' });
  expect(problems).toEqual([]);
});

test('the short form as a content block on another page (dealergroup-no contact page): under the page h1, sent, stored once', async ({ page }) => {
  const name = `Blokk Selger ${Date.now()}`;
  await openHydrated(page, siteUrl('dealergroup-no', '/om-oss/kontakt'));
  const form = page.locator('[data-remote-slot="mfe-forms/SellCarFormBlock"]');
  await expect(form.getByRole('heading', { level: 2, name: 'Selg bilen din' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await form.getByRole('textbox').evaluateAll((fields) => fields.map((f) => f.getAttribute('name')))).toEqual(['customerName', 'customerPhone', 'customerEmail']);
  await expectNoAxeViolations(page);
  await form.getByLabel('Navn').fill(name);
  await form.getByLabel('Telefonnummer').fill('912 34 567');
  await form.getByLabel('E-postadresse').fill('blokk@eksempel.no');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('heading', { level: 2, name: 'Takk for din henvendelse!' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(async () => (await receiptsFor('dealergroup-noSellCarForm', name)).length).toBe(1);
  const [receipt] = await receiptsFor('dealergroup-noSellCarForm', name);
  expect(receipt!.values).toEqual({ customerName: name, customerPhone: '912 34 567', customerEmail: 'blokk@eksempel.no' });
});
