import { expect, test } from '@playwright/test';
import { PARTNER_PORT } from '../support/system';
import { storedForms } from '../support/sandbox';

test('a partner page embeds the car list and the sell-car form; styles stay apart and events reach its dataLayer', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`http://127.0.0.1:${PARTNER_PORT}/`);

  const list = page.locator('showroom-car-list');
  await expect(list.locator('article[data-car-id]')).toHaveCount(48);
  const form = page.locator('showroom-sell-car-form');
  await expect(form.getByRole('textbox').first()).toBeVisible();

  // The partner page has no React of its own and no host shell.
  expect(await page.evaluate(() => document.querySelector('#root') === null)).toBe(true);
  // Styles do not leak out (the partner's h1 keeps its colour) or in (the embed's heading is not the partner's red).
  expect(await page.locator('body > header h1').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(128, 0, 0)');
  expect(await list.locator('h1').first().evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(128, 0, 0)');
  expect(await list.evaluate((el) => el.shadowRoot !== null)).toBe(true);

  // A compare toggle in the embed reaches window.dataLayer on the partner page.
  await list.locator('article[data-car-id]').first().getByRole('button').click();
  await expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event))).toContain('compare');

  // The form posts across origins to the host's BFF (CORS) and says thank you; comhub stored it.
  const name = `Partner Test ${Date.now()}`;
  await form.getByLabel(/namn/i).fill(name);
  await form.getByLabel(/telefon/i).fill('+46 70 123 45 67');
  await form.getByLabel(/e-post/i).fill('partner.test@example.com');
  await form.getByRole('radio').first().check();
  await form.getByRole('button', { name: /skicka/i }).click();
  await expect(form.getByRole('heading', { name: /tack/i })).toBeVisible();
  await expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event))).toContain('form_submit');
  const stored = await storedForms('carstore-seSellCarForm');
  expect(stored.some((s) => s.values.customerName === name)).toBe(true);
  expect(errors).toEqual([]);
});
