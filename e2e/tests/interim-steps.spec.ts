import { expect, test } from '@playwright/test';
import { openHydrated } from '../support/browser';
import { siteUrl } from '../support/system';

// Issue 15 item 13: until issue 19 lands, the tire hotel may not leave the visitor at a dead end.

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
