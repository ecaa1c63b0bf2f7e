import { expect, test, type Page } from '@playwright/test';
import { openHydrated, watchConsole } from '../support/browser';
import { siteUrl } from '../support/system';

// Issue 14: the host's blocks are chunks of their own (host-shell/src/blocks/catalogue/hostBlocks.tsx). A page whose
// only host block is a Blurb, as dealergroup-no's workshop booking page, loads the Blurb alone (`blurb`) rather than
// every block's code and embla (`blocks`); a page with other host blocks takes its Blurbs from `blocks`.

/** The host's chunks a page asked for, by name ('blocks', 'blurb', ...), the content hash left out. */
function hostChunks(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /^\/static\/host\/([a-z]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]!);
  });
  return names;
}

test('the workshop booking page, whose only host block is a Blurb, loads the Blurb alone and renders it hydrated', async ({ page }) => {
  const problems = watchConsole(page);
  const chunks = hostChunks(page);
  await openHydrated(page, siteUrl('dealergroup-no', '/verksted/bestill-service'));
  expect(chunks).toEqual(['blurb']);
  // The Blurb's content as the server rendered it, kept through hydration (a mismatch would be a console error).
  await expect(page.locator('section[data-blurb-background]').first()).toBeVisible();
  expect(await page.locator('[data-block]').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block')))).toContain('dealer-picker');
  expect(problems).toEqual([]);
});

test('the home page, with other host blocks beside its Blurbs, loads them all in one chunk', async ({ page }) => {
  const problems = watchConsole(page);
  const chunks = hostChunks(page);
  await openHydrated(page, siteUrl('dealergroup-se', '/'));
  await expect(page.locator('section[data-blurb-background]').first()).toBeVisible();
  expect(chunks).toEqual(['blocks']);
  expect(problems).toEqual([]);
});
