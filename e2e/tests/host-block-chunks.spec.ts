import { expect, test } from '@playwright/test';
import { hostChunks, openHydrated, watchConsole } from '../support/browser';
import { siteUrl } from '../support/system';

// Issue 14: each of the host's blocks is a chunk of its own (host-shell/src/blocks/catalogue/hostBlocks.tsx), fetched
// before hydration for the blocks near the viewport and as it comes near for the others (host-shell/src/blocks/whenNear).
// A page whose only host block is a Blurb, as dealergroup-no's workshop booking page, loads the Blurb alone; the home
// page loads its hero's and blurbs' code first, and the carousel's and embla only as the visitor scrolls to it.

test('the workshop booking page, whose only host block is a Blurb, loads the Blurb alone and renders it hydrated', async ({ page }) => {
  const problems = watchConsole(page);
  const chunks = hostChunks(page);
  await openHydrated(page, siteUrl('dealergroup-no', '/verksted/bestill-service'));
  // And zod, which the host lends the booking form (it validates) from a chunk of its own (client/shareOnDemand.ts).
  expect([...chunks].sort()).toEqual(['blurb', 'zod']);
  // The Blurb's content as the server rendered it, kept through hydration (a mismatch would be a console error).
  await expect(page.locator('section[data-blurb-background]').first()).toBeVisible();
  expect(await page.locator('[data-block]').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block')))).toContain('dealer-picker');
  expect(problems).toEqual([]);
});

test('the home page loads the code of the blocks in view first, and a block below as it comes near, which then works by keyboard', async ({ page }) => {
  const problems = watchConsole(page);
  const chunks = hostChunks(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  // No autoplay (it respects reduced motion): the slide changes only when the visitor asks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHydrated(page, siteUrl('dealergroup-se', '/'));
  await expect(page.locator('section[data-blurb-background]').first()).toBeVisible();
  // The hero fills the first 720 px and two Blurbs follow within the next 800 (NEAR_VIEWPORT_MARGIN); the car
  // blocks, the carousel and the rest sit further down (1,555 px and more at this width).
  // No zod: the blocks render from the fields the server checked (host-shell/src/blocks/checked).
  expect([...chunks].sort()).toEqual(['blurb', 'hero']);
  const place = page.locator('[data-loads-when-near="block:dealergroup-se-sv-carousel"]');
  const carousel = place.locator('section[aria-roledescription="Bildspel"]');
  await expect(place).not.toHaveAttribute('data-ready');
  const position = carousel.getByTestId('carousel-position');
  // Server HTML, on show all along.
  await expect(position).toBeAttached();

  // Tab through the page to the carousel's first control: reaching it brings the carousel's code, then it works.
  await carousel.scrollIntoViewIfNeeded();
  await expect(place).toHaveAttribute('data-ready', 'true');
  expect(chunks).toEqual(expect.arrayContaining(['carousel', 'embla']));
  const before = await position.textContent();
  const next = carousel.getByRole('button', { name: /nästa/i });
  await next.focus();
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(position).not.toHaveText(before ?? '');
  expect(problems).toEqual([]);
});
