import { expect, test } from '@playwright/test';
import { openHydrated, watchConsole } from '../support/browser';
import { siteUrl } from '../support/system';

// Issue 14: the footer's and the alert bar's code (host-shell/src/shell/footer, shell/alert) are chunks fetched only
// when the visitor reaches into them (ui's HydrateWhenNear, when: 'reached'): they show as the server sent them, links
// working; their buttons (copy, close) need the code, and a press made before it is there is held and done once it is.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test("the footer's code loads only when the visitor reaches into it, and its copy button then works by keyboard", async ({ page }) => {
  const problems = watchConsole(page);
  const footerChunks: string[] = [];
  page.on('request', (request) => {
    if (/^\/static\/host\/footer\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) footerChunks.push(request.url());
  });
  // A short page: the footer is in view from the start, and still nothing loads for it.
  await openHydrated(page, siteUrl('dealergroup-se', '/verkstad'));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const part = page.locator('[data-loads-when-near="footer"]');
  await expect(part).toBeVisible();
  await expect(part).not.toHaveAttribute('data-ready');
  expect(footerChunks).toEqual([]);
  // Its links are plain links meanwhile: the address is there to follow.
  const copy = part.getByRole('button', { name: /^Kopiera e-postadressen info@/ });
  await expect(part.getByRole('link', { name: /^info@/ })).toHaveAttribute('href', /^mailto:info@/);

  // Reached by keyboard: focus brings the code, Enter presses the button.
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(part).toHaveAttribute('data-ready', 'true');
  expect(footerChunks).toHaveLength(1);
  await expect(part.getByRole('status').filter({ hasText: 'Kopierat' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^info@/);
  expect(problems).toEqual([]);
});

test("the alert bar's code loads only when the visitor reaches for it, and it then closes by keyboard", async ({ page }) => {
  const problems = watchConsole(page);
  const alertChunks: string[] = [];
  page.on('request', (request) => {
    if (/^\/static\/host\/alert\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) alertChunks.push(request.url());
  });
  await openHydrated(page, siteUrl('carstore-se', '/'));
  const part = page.locator('[data-loads-when-near="alert"]');
  const alert = part.locator('[data-alert-type="Neutral"]');
  await expect(alert).toBeVisible();
  await expect(part).not.toHaveAttribute('data-ready');
  expect(alertChunks).toEqual([]);

  const close = alert.getByRole('button');
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  expect(alertChunks).toHaveLength(1);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'hideAlert')?.value).toBe('true');
  expect(problems).toEqual([]);
});
