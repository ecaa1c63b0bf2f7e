import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, holdChunk, hostChunks, openHydrated, watchConsole } from '../support/browser';
import { siteUrl } from '../support/system';

// Issue 14: the footer's and the alert bar's code (host-shell/src/shell/footer, shell/alert) are chunks fetched only
// when the visitor reaches into them (ui's HydrateWhenNear, when: 'reached'): they show as the server sent them, links
// working; their buttons (copy, close) need the code, and a press made before it is there is held and done once it is.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test("the footer's code loads only when the visitor reaches into it, and its copy button then works by keyboard", async ({ page }) => {
  const problems = watchConsole(page);
  const chunks = hostChunks(page);
  // A short page: the footer is in view from the start, and still nothing loads for it.
  await openHydrated(page, siteUrl('dealergroup-se', '/verkstad'));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const part = page.locator('[data-loads-when-near="footer"]');
  await expect(part).toBeVisible();
  await expect(part).not.toHaveAttribute('data-ready');
  expect(chunks).not.toContain('footer');
  // Its links are plain links meanwhile: the address is there to follow.
  const copy = part.getByRole('button', { name: /^Kopiera e-postadressen info@/ });
  await expect(part.getByRole('link', { name: /^info@/ })).toHaveAttribute('href', /^mailto:info@/);

  // Reached by keyboard: focus brings the code, Enter presses the button.
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(part).toHaveAttribute('data-ready', 'true');
  expect(chunks.filter((name) => name === 'footer')).toHaveLength(1);
  await expect(part.getByRole('status').filter({ hasText: 'Kopierat' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^info@/);
  expect(problems).toEqual([]);
});

test("the alert bar's code loads only when the visitor reaches for it, and it then closes by keyboard", async ({ page }) => {
  const problems = watchConsole(page);
  const chunks = hostChunks(page);
  await openHydrated(page, siteUrl('carstore-se', '/'));
  const part = page.locator('[data-loads-when-near="alert"]');
  const alert = part.locator('[data-alert-type="Neutral"]');
  await expect(alert).toBeVisible();
  await expect(part).not.toHaveAttribute('data-ready');
  expect(chunks).not.toContain('alert');

  const close = alert.getByRole('button');
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  expect(chunks.filter((name) => name === 'alert')).toHaveLength(1);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'hideAlert')?.value).toBe('true');
  expect(problems).toEqual([]);
});

test("the footer's code not coming costs only the footer: its place says so, the rest of the page stays, and a retry by keyboard brings it", async ({ page }) => {
  const footerChunk = await holdChunk(page, 'footer');
  await openHydrated(page, siteUrl('dealergroup-se', '/verkstad'));
  const heading = page.locator('main h1').first();
  const headingText = await heading.textContent();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Reaching into the footer asks for its code, which does not come. Before ShellPartBoundary the failure reached
  // React's root and the body was left empty.
  await page.locator('[data-loads-when-near="footer"]').getByRole('button', { name: /^Kopiera e-postadressen info@/ }).focus();
  await expect(page.getByRole('alert').filter({ hasText: 'Den här delen kunde inte laddas.' })).toBeVisible();
  await expect(heading).toHaveText(headingText!);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Still down: a try fails again, and focus, lost with the button pressed, is on the new one.
  const retry = page.getByRole('alert').getByRole('button', { name: 'Försök igen' });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(retry).toBeFocused();
  // Back up: the next try brings the footer, whose copy button then works.
  footerChunk.release();
  await page.keyboard.press('Enter');
  const copy = page.getByRole('contentinfo').getByRole('button', { name: /^Kopiera e-postadressen info@/ });
  await expect(copy).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Den här delen kunde inte laddas.' })).toHaveCount(0);
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('contentinfo').getByRole('status').filter({ hasText: 'Kopierat' })).toBeVisible();
});
