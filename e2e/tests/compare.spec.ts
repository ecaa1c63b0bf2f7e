import { expect, test } from '@playwright/test';
import { siteUrl } from '../support/system';

test('compare toggled in the car list shows in the header and on car detail, and survives a reload', async ({ page }) => {
  await page.goto(siteUrl('dealergroup-se', '/kop-bil'));
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const count = page.getByTestId('compare-count');
  await expect(count).toContainText('0');

  const card = page.locator('article[data-car-id]').first();
  const carId = await card.getAttribute('data-car-id');
  const toggle = card.getByRole('button', { pressed: false });
  await toggle.click();
  await expect(card.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(count).toContainText('1');

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByTestId('compare-count')).toContainText('1');
  await expect(page.locator(`article[data-car-id="${carId}"]`).getByRole('button', { pressed: true })).toHaveCount(1);

  // Car detail (another remote) reflects the same list and changes it.
  await page.locator(`article[data-car-id="${carId}"] h2 a`).click();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const detailToggle = page.locator('[data-remote-slot^="mfe-car-detail/"]').getByRole('button', { pressed: true });
  await expect(detailToggle).toHaveCount(1);
  await detailToggle.click();
  await expect(page.getByTestId('compare-count')).toContainText('0');
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByTestId('compare-count')).toContainText('0');
});
