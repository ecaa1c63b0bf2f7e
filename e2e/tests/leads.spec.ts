import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openHydrated } from '../support/browser';
import { comhubReceipts, setLeadsStore } from '../support/leads';
import { clearFaults, setFault } from '../support/sandbox';
import { siteUrl } from '../support/system';

// Issue 17, durable leads: the BFF stores a lead before it answers, and its worker delivers it to comhub
// whenever comhub takes it. The sell-car form of carstore-se's sell-car page, filled by keyboard alone.

const SITE = 'carstore-se';
const FORM = `${SITE}SellCarForm`;
const THANKS = 'Tack för din förfrågan!';
const ERROR = 'Något gick fel när formuläret skulle skickas. Försök igen senare.';

/** Types into a field by keyboard: focus, then keystrokes. */
async function type(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

async function fillAndSend(page: Page, name: string, email: string): Promise<void> {
  // The sell-car page carries the full form: registration number and mileage too.
  await type(page, 'Registreringsnummer', 'ABC123');
  await type(page, 'Mätarställning (km)', '12000');
  await type(page, 'Namn', name);
  await type(page, 'Telefonnummer', '070 123 45 67');
  await type(page, 'E-postadress', email);
  await page.getByRole('radio', { name: 'Sälja bilen' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Sälja bilen' })).toBeChecked();
  await page.getByRole('button', { name: 'Skicka' }).focus();
  await page.keyboard.press('Enter');
}

test.describe('durable leads: the sell-car form while comhub or the lead store is down', () => {
  test.afterEach(async () => {
    await clearFaults();
    await setLeadsStore(true);
  });

  test('comhub down: the visitor still gets the thank-you, and the lead reaches comhub once after it is back', async ({ page }) => {
    await openHydrated(page, siteUrl(SITE, '/salj-bil'));
    await setFault('comhub', 'error');
    const email = `durable-${Date.now()}@example.se`;
    await fillAndSend(page, 'Varaktig Testsson', email);
    await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();
    await expectNoAxeViolations(page);
    // Stored by the BFF, not delivered: comhub has nothing of it while the fault is on.
    const mine = async () => (await comhubReceipts(FORM)).filter((r) => r.values.customerEmail === email);
    expect(await mine()).toEqual([]);
    await clearFaults();
    // The worker's next retry (within the test system's 1 s backoff cap) delivers it: once, received once.
    await expect.poll(async () => (await mine()).map((r) => [r.values.customerName, r.receivedCount]), { timeout: 15_000 }).toEqual([['Varaktig Testsson', 1]]);
  });

  test('the lead store down: the error line, the fields kept, and nothing reaches comhub', async ({ page }) => {
    await openHydrated(page, siteUrl(SITE, '/salj-bil'));
    await setLeadsStore(false);
    const email = `nostore-${Date.now()}@example.se`;
    await fillAndSend(page, 'Fel Testsson', email);
    await expect(page.getByText(ERROR)).toBeVisible();
    await expect(page.getByRole('heading', { name: THANKS })).toHaveCount(0);
    await expect(page.getByLabel('Namn', { exact: true })).toHaveValue('Fel Testsson');
    await expectNoAxeViolations(page);
    expect((await comhubReceipts(FORM)).some((r) => r.values.customerEmail === email)).toBe(false);
  });
});
