import { expect, test } from '@playwright/test';
import { openHydrated } from '../support/browser';
import { siteUrl } from '../support/system';

// Issue 15 items 12 and 13: until issues 18 and 19 land, neither flow may leave the visitor at a dead end.

test('tire hotel: the contact address comes from the content configuration, and Login offers e-mail instead of a dead button', async ({ page }) => {
  await openHydrated(page, siteUrl('dealergroup-se', '/dack/dackhotell'));
  // The sandbox's content gives dealergroup-se (first host dealergroup.se) dackhotell@dealergroup.se.
  await expect(page.getByRole('link', { name: 'dackhotell@dealergroup.se' })).toHaveAttribute('href', 'mailto:dackhotell@dealergroup.se');
  await expect(page.getByText('dealergroup.example')).toHaveCount(0);
  await page.getByLabel('Registreringsnummer').fill('ABC123');
  await page.getByLabel('Registreringsnummer').press('Enter');
  await expect(page.getByText('Vi hittade ditt däckhotellsavtal.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skicka kod' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Mejla däckhotellet' })).toHaveAttribute('href', 'mailto:dackhotell@dealergroup.se?subject=D%C3%A4ckhotell%20ABC123');
});

test('service booking: after the lookup, step 2 lists nearby workshops to call or e-mail and leads back', async ({ page }) => {
  await openHydrated(page, siteUrl('dealergroup-se', '/service-och-verkstad/boka-service'));
  await page.getByLabel('Registreringsnummer').fill('ABC123');
  await page.getByRole('combobox', { name: 'Ort' }).fill('Göteb');
  // Sweden only (spec 3 §5.1): the suggestion names Sverige.
  await page.getByRole('option', { name: 'Göteborg, Sverige' }).click();
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Steg 2\/4/ })).toBeVisible();
  const workshops = page.locator('main li h3');
  await expect(workshops.first()).toBeVisible();
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('main a[href^="mailto:"]').first()).toHaveAttribute('href', /\?subject=Servicebokning%20ABC123$/);
  await expect(page.getByRole('link', { name: 'Se alla anläggningar' })).toHaveAttribute('href', '/anlaggningar');
  await page.getByRole('button', { name: 'Ändra bil eller ort' }).click();
  await expect(page.getByLabel('Registreringsnummer')).toHaveValue('ABC123');
});
