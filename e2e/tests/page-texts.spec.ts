import { expect, test } from '@playwright/test';
import { openHydrated, watchConsole } from '../support/browser';
import { siteUrl } from '../support/system';

// Issue 14: the browser downloads the texts of the page's language only, in the page; no script carries any
// language's dictionary, yet what the browser renders after hydration is in the page's language.
// The skip link's text in each of the five languages, spelled out here rather than read from the dictionary.
const SKIP_LINK = ['Hoppa till innehållet', 'Hopp til innholdet', 'Siirry sisältöön', 'Preskočiť na obsah', 'Skip to content'];

const cases = [
  { name: 'a Swedish page', url: siteUrl('dealergroup-se', '/'), open: 'Öppna menyn', close: 'Stäng menyn' },
  { name: 'an English page', url: siteUrl('dealergroup-se', '/en'), open: 'Open menu', close: 'Close menu' },
];

for (const { name, url, open, close } of cases) {
  test(`${name}: no script carries a dictionary, and the menu the browser toggles speaks the page's language`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = watchConsole(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await openHydrated(page, url);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) for (const text of SKIP_LINK) expect(body).not.toContain(text);

    // Rendered by the browser after a click, from the texts the page carried.
    await page.getByRole('button', { name: open }).click();
    await expect(page.getByRole('button', { name: close })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
