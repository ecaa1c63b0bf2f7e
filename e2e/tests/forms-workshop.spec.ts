import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, openHydrated, watchConsole } from '../support/browser';
import { comhubReceipts, setLeadsStore } from '../support/leads';
import { allSites } from '../support/sandbox';
import { PARTNER_PORT, siteUrl } from '../support/system';

// The workshop booking form (spec 3 §2.6, §3.4, §5.3, §4.3, §8 Forms) on dealergroup-no's workshop booking page,
// after the dealer picker whose picks it takes, and as a partner's element. Expected dealers come from the seeded
// sites by brute force; "today" is worked out here in Oslo's time zone, as the site's visitor sees it.

const PAGE = '/verksted/bestill-service';
const FORM_NAME = 'ServiceBookingForm';

type SeededSite = { site_id: string; site_official_name: string; site_email?: string | null; site_departments?: { group: string; email?: string | null }[] };
const seededWorkshops = async () =>
  (await allSites<SeededSite>('dealergroup-no', ['site_id', 'site_official_name', 'site_email', 'site_departments', 'website_sort_order'])).filter((s) =>
    (s.site_departments ?? []).some((d) => d.group === 'Workshop'),
  );
/** Spec 3 §3.5: the Workshop department's e-mail, else the site's. */
const workshopEmailOf = (site: SeededSite) => (site.site_departments ?? []).find((d) => d.group === 'Workshop' && d.email?.trim())?.email?.trim() ?? site.site_email ?? '';

/** A day in Oslo as YYYY-MM-DD, `offset` days from today. */
function osloDay(offset = 0): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const day = new Date(Date.UTC(get('year'), get('month') - 1, get('day') + offset));
  return day.toISOString().slice(0, 10);
}

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 300) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement || el.shadowRoot?.activeElement === el)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Types a YYYY-MM-DD day into a focused native date input (Chromium in en-US: month, day, year). */
async function typeDate(page: Page, day: string) {
  const [year, month, date] = day.split('-');
  await page.keyboard.type(`${month}${date}${year}`);
}

/** The customer's part of the form, typed in (the dealer and services are chosen apart), both consents ticked. */
async function fillCustomer(form: Locator, customer: { name: string; email: string; regno: string; day: number }) {
  await form.getByLabel('Navn').fill(customer.name);
  await form.getByLabel('Telefonnummer').fill('912 34 567');
  await form.getByLabel('E-postadresse').fill(customer.email);
  await form.getByLabel('Registreringsnummer').fill(customer.regno);
  await form.getByLabel('Ønsket dato').fill(osloDay(customer.day));
  await form.getByRole('checkbox', { name: /personopplysningene/ }).check();
  await form.getByRole('checkbox', { name: /nyhetsbrev/ }).check();
}

const formIn = (page: Page) => page.locator('[data-remote-slot="mfe-forms/WorkshopBookingForm"]');
const receiptsFor = async (name: string) => (await comhubReceipts(FORM_NAME)).filter((r) => r.values.customerName === name);

test.use({ locale: 'en-US' });

test.describe('workshop booking form on dealergroup-no', () => {
  test('a car booking by keyboard alone: the picked workshop, services as chips, a date; thanks; the lead once in the inbox; axe clean throughout', async ({ page }) => {
    const problems = watchConsole(page);
    const workshops = await seededWorkshops();
    expect(workshops.length).toBeGreaterThan(2);
    const chosen = workshops[1]!;
    const name = `Ola Verksted ${Date.now()}`;
    await openHydrated(page, siteUrl('dealergroup-no', PAGE));
    const form = formIn(page);
    await expect(form.getByRole('heading', { level: 2, name: 'Bestill service' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'Valgt forhandler' })).toContainText('Ingen forhandler valgt');
    await expectNoAxeViolations(page);

    // The picker (mfe-dealers) first: Tab into it, arrow to the second workshop.
    const radios = page.locator('[data-block="dealer-picker"]').getByRole('radio');
    await tabTo(page, radios.first());
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeChecked();
    await expect(form.getByRole('group', { name: 'Valgt forhandler' })).toContainText(chosen.site_official_name);

    // Then the form: vehicle (a car, already chosen), the services disclosure, the fields, the boxes, send.
    await tabTo(page, form.getByRole('radio', { name: 'Bil' }));
    await tabTo(page, form.getByRole('button', { name: 'Velg tjenester' }), 5);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Service
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Hjulskift
    await expect(form.getByRole('button', { name: 'Fjern Service' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Fjern Hjulskift' })).toBeVisible();
    // Each chip's remove button is a target of at least 24 by 24 px (WCAG 2.5.8).
    const target = (await form.getByRole('button', { name: 'Fjern Service' }).boundingBox())!;
    expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);
    await tabTo(page, form.getByLabel('Beskrivelse'), 20);
    await page.keyboard.type('Bremsene piper');
    await page.keyboard.press('Tab');
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('+47 912 34 567');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ola@nordmann.no');
    await page.keyboard.press('Tab');
    await page.keyboard.type('AB 12345');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Ønsket dato')).toBeFocused();
    await typeDate(page, osloDay(0));
    await expect(form.getByLabel('Ønsket dato')).toHaveValue(osloDay(0));
    await tabTo(page, form.getByRole('textbox', { name: 'Annet' }), 5);
    await page.keyboard.type('Ring etter klokka 16');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Takk for din henvendelse!' })).toBeFocused();
    await expect(page.getByText('Forhandleren vil kontakte deg for å bekrefte bestillingen.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Stored by the BFF and delivered by its worker: once, with the picked workshop's e-mail (spec 3 §3.5).
    await expect.poll(async () => (await receiptsFor(name)).length).toBe(1);
    const [receipt] = await receiptsFor(name);
    expect(receipt!.receivedCount).toBe(1);
    expect(receipt!.values).toEqual({
      siteEmail: workshopEmailOf(chosen),
      siteName: chosen.site_official_name,
      description: 'Bremsene piper',
      customerName: name,
      customerPhone: '+47 912 34 567',
      customerEmail: 'ola@nordmann.no',
      regno: 'AB 12345',
      milage: '0',
      date: osloDay(0),
      other: 'Ring etter klokka 16',
      services: ['Service', 'Hjulskift'],
      gdpr: true,
      newsletter: true,
      typeMC: false,
    });
    expect(problems).toEqual([]);
  });

  test('invalid: no dealer (with a link to the picker), yesterday refused by the date picker and the form; nothing stored; axe clean', async ({ page }) => {
    const name = `Ola Ugyldig ${Date.now()}`;
    await openHydrated(page, siteUrl('dealergroup-no', PAGE));
    const form = formIn(page);
    const date = form.getByLabel('Ønsket dato');
    // The native picker offers no day before today: min is today in Oslo, and yesterday underflows it.
    await expect(date).toHaveAttribute('min', osloDay(0));
    await date.fill(osloDay(-1));
    expect(await date.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
    await form.getByLabel('Navn').fill(name);
    await form.getByRole('button', { name: 'Send' }).click();

    await expect(date).toHaveAccessibleDescription('Velg dagens dato eller en senere dato');
    await expect(form.getByLabel('Registreringsnummer')).toHaveAccessibleDescription('Feltet må fylles ut');
    const dealer = form.getByRole('group', { name: 'Valgt forhandler' });
    await expect(dealer.getByRole('alert')).toHaveText('Velg forhandler. Gå til listen over forhandlere');
    await expectNoAxeViolations(page);
    await dealer.getByRole('link', { name: 'Gå til listen over forhandlere' }).click();
    await expect(page.locator('[data-block="dealer-picker"]').getByRole('radio').first()).toBeFocused();

    // Today is taken.
    await date.fill(osloDay(0));
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(date).not.toHaveAttribute('aria-invalid', 'true');
    expect(await receiptsFor(name)).toEqual([]);
  });

  test('a motorcycle: the three motorcycle types, the one motorcycle dealer whatever is picked, typeMC set', async ({ page }) => {
    const name = `Kari Motorsykkel ${Date.now()}`;
    await openHydrated(page, siteUrl('dealergroup-no', PAGE));
    const form = formIn(page);
    await page.locator('[data-block="dealer-picker"]').getByRole('radio').first().check();
    await form.getByRole('radio', { name: 'Motorsykkel' }).check();
    await expect(form.getByText('Motorsykler tas imot av Motorrad Stavanger.')).toBeVisible();
    await form.getByRole('button', { name: 'Velg tjenester' }).click();
    const types = form.locator('input[type="checkbox"][value]');
    expect(await types.evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value))).toEqual(['Bestille service', 'Bestile deler', 'Annet, vennligst beskriv']);
    await form.getByRole('checkbox', { name: 'Annet, vennligst beskriv' }).check();
    await form.getByLabel('Beskrivelse').fill('Kjedet slarker');
    await fillCustomer(form, { name, email: 'kari@eksempel.no', regno: 'MC 1234', day: 7 });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('heading', { name: 'Takk for din henvendelse!' })).toBeVisible();
    await expect.poll(async () => (await receiptsFor(name)).length).toBe(1);
    const [receipt] = await receiptsFor(name);
    expect(receipt!.values).toMatchObject({ typeMC: true, siteName: 'Motorrad Stavanger', services: ['Annet, vennligst beskriv'], date: osloDay(7) });
  });

  test('when the BFF cannot store the lead: "Noe gikk galt, vennligst prøv igjen senere.", the fill kept; axe clean', async ({ page }) => {
    const name = `Ola Feil ${Date.now()}`;
    await openHydrated(page, siteUrl('dealergroup-no', PAGE));
    const form = formIn(page);
    await page.locator('[data-block="dealer-picker"]').getByRole('radio').first().check();
    await fillCustomer(form, { name, email: 'ola@nordmann.no', regno: 'AB 12345', day: 1 });
    await setLeadsStore(false);
    try {
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(form.getByText('Noe gikk galt, vennligst prøv igjen senere.', { exact: true })).toBeVisible();
      await expect(form.getByLabel('Navn')).toHaveValue(name);
      await expectNoAxeViolations(page);
    } finally {
      await setLeadsStore(true);
    }
    // The same fill sent again once the store is back: thanks, and the lead once.
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('heading', { name: 'Takk for din henvendelse!' })).toBeVisible();
    await expect.poll(async () => (await receiptsFor(name)).length).toBe(1);
  });
});

test('a partner page embeds the workshop form: without a picker it lists the workshops itself; sent across origins; axe clean', async ({ page }) => {
  const problems = watchConsole(page);
  const workshops = await seededWorkshops();
  const chosen = workshops[0]!;
  const name = `Partner Verksted ${Date.now()}`;
  await page.goto(`http://127.0.0.1:${PARTNER_PORT}/lead-forms`);
  const form = page.locator('showroom-workshop-booking-form');
  const select = form.getByRole('combobox', { name: 'Nærmeste forhandler' });
  await expect(select.locator('option')).toHaveCount(workshops.length + 1);
  expect(await form.evaluate((el) => el.shadowRoot !== null)).toBe(true);
  await expectNoAxeViolations(page, { shadowStyles: false });
  await select.selectOption({ label: chosen.site_official_name });
  await fillCustomer(form, { name, email: 'ola@nordmann.no', regno: 'AB 12345', day: 2 });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('heading', { name: 'Takk for din henvendelse!' })).toBeVisible();
  await expect.poll(async () => (await receiptsFor(name)).length).toBe(1);
  const [receipt] = await receiptsFor(name);
  expect(receipt!.values).toMatchObject({ siteName: chosen.site_official_name, siteEmail: workshopEmailOf(chosen), typeMC: false });
  await expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event))).toContain('lead');
  expect(problems).toEqual([]);
});
