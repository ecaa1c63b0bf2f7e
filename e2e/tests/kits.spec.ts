import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openHydrated } from '../support/browser';
import { clearFaults, setFault } from '../support/sandbox';
import { siteUrl } from '../support/system';

// The kits catalogue of dealergroup-se (spec 3 §2.1, §4.2, §7.2, §8, §9). Expected counts come from the
// sandbox's kits index itself (kitsTotal), never from the page's code.

const SANDBOX = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';
const KITS = '/tillbehor/paket';
const grid = (page: Page) => page.locator('[data-remote-slot]');
const cards = (page: Page) => grid(page).getByRole('article');

async function kitsTotal(body: Record<string, unknown> = {}): Promise<{ total: number; first?: { name: string } }> {
  const response = await fetch(`${SANDBOX}/search/v1/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': process.env.SANDBOX_API_KEY ?? 'sandbox-key' },
    body: JSON.stringify({ index: 'kits', site: 'dealergroup-se', limit: 1, sort_name: 'name_asc', fields: ['name'], ...body }),
  });
  const answer = (await response.json()) as { total_items: number; content: { name: string }[] };
  return { total: answer.total_items, first: answer.content[0] };
}

test.describe('kits catalogue at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.afterEach(async () => clearFaults());

  test('first 48 server-rendered, Visa fler appends 48 with focus on the first new kit', async ({ page }) => {
    const { total } = await kitsTotal();
    await openHydrated(page, siteUrl('dealergroup-se', KITS));
    await expect(cards(page)).toHaveCount(48);
    await expect(grid(page).getByText(`Visar 48 av ${total}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await grid(page).getByRole('button', { name: 'Visa fler' }).click();
    await expect(cards(page)).toHaveCount(Math.min(96, total));
    await expect(grid(page).getByText(`Visar ${Math.min(96, total)} av ${total}`)).toBeVisible();
    // The 49th kit's name button has focus (index 48).
    await expect(cards(page).nth(48).getByRole('heading').getByRole('button')).toBeFocused();
  });

  test('search by keyphrase: the URL keeps it, a reload and a shared link show the same', async ({ page, context }) => {
    const { total, first } = await kitsTotal({ keyphrase: 'Takbox' });
    expect(total).toBeGreaterThan(0);
    await openHydrated(page, siteUrl('dealergroup-se', KITS));
    await grid(page).getByRole('searchbox', { name: 'Sök bland tillbehörspaket' }).fill('Takbox');
    await grid(page).getByRole('button', { name: 'Sök', exact: true }).click();
    await expect(page).toHaveURL(/\?q=Takbox$/);
    await expect(grid(page).getByText(`Visar ${Math.min(48, total)} av ${total}`)).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toHaveText(first!.name);
    const shared = await context.newPage();
    await openHydrated(shared, page.url());
    await expect(grid(shared).getByText(`Visar ${Math.min(48, total)} av ${total}`)).toBeVisible();
    await expect(grid(shared).getByRole('searchbox')).toHaveValue('Takbox');
    await expectNoAxeViolations(shared);
  });

  test('filter in the 300 px side panel narrows the list and goes into the URL', async ({ page }) => {
    const { total } = await kitsTotal({ filters: { kitcategory: ['Transport'] } });
    await openHydrated(page, siteUrl('dealergroup-se', KITS));
    await grid(page).getByRole('button', { name: 'Filtrera' }).click();
    const transport = grid(page).getByRole('group', { name: 'Kategori', exact: true }).getByRole('checkbox', { name: /^Transport/ });
    await transport.check();
    await expect(grid(page).getByText(`Visar ${Math.min(48, total)} av ${total}`)).toBeVisible();
    await expect(page).toHaveURL(/kitcategory=Transport/);
    expect(Math.round((await grid(page).locator('[data-kit-filters]').boundingBox())!.width)).toBe(300);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(grid(page).getByText(`Visar ${Math.min(48, total)} av ${total}`)).toBeVisible();
  });

  test('detail dialog by keyboard: opens, Escape closes, focus back on the card', async ({ page }) => {
    await openHydrated(page, siteUrl('dealergroup-se', KITS));
    const opener = cards(page).first().getByRole('heading').getByRole('button');
    const name = (await opener.textContent())!;
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Paketkod')).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Lägg i korgen: ${name}` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stäng' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('basket: add and remove, the count survives a reload', async ({ page }) => {
    await openHydrated(page, siteUrl('dealergroup-se', KITS));
    // Kits of different codes may share a name, so the first card's own toggle, not one found by name.
    const toggle = cards(page).first().getByRole('button', { name: /^Lägg i korgen: / });
    const name = (await cards(page).first().getByRole('heading').textContent())!;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(grid(page).getByRole('heading', { name: '1 vald produkt' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(grid(page).getByRole('heading', { name: '1 vald produkt' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    await grid(page).getByRole('button', { name: `Ta bort ur korgen: ${name}` }).click();
    await expect(grid(page).getByRole('heading', { name: '0 valda produkter' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(grid(page).getByRole('heading', { name: '0 valda produkter' })).toBeVisible();
  });

  test('search fault: carListError; a search that finds nothing: noSearchResults with the search kept', async ({ page }) => {
    await setFault('search', 'error');
    await openHydrated(page, siteUrl('dealergroup-se', `${KITS}?q=Takbox`));
    await expect(grid(page).getByRole('alert')).toHaveText('Något gick fel när listan skulle hämtas. Försök igen om en stund.');
    await expect(grid(page).getByRole('searchbox')).toHaveValue('Takbox');
    await expectNoAxeViolations(page);
    await clearFaults();
    await openHydrated(page, siteUrl('dealergroup-se', `${KITS}?q=zzzqqq`));
    await expect(grid(page).getByText('Inga träffar. Prova att ändra din sökning eller dina filter.')).toBeVisible();
    await expect(grid(page).getByRole('searchbox')).toHaveValue('zzzqqq');
    await expectNoAxeViolations(page);
  });

  test('a user in the page parameters opens the profile dialog', async ({ page }) => {
    await openHydrated(page, siteUrl('dealergroup-se', `${KITS}?user=anna&dealer=D12`));
    const dialog = page.getByRole('dialog', { name: 'Din profil' });
    await expect(dialog).toContainText('anna');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('showroom.kits.params'))).toBe('{"user":"anna","dealer":"D12"}');
  });
});

test.describe('kits catalogue at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Filtrera opens a drawer: focus inside, Escape closes, focus back on the button', async ({ page }) => {
    await openHydrated(page, siteUrl('dealergroup-se', KITS));
    const button = grid(page).getByRole('button', { name: 'Filtrera' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Filtrera' });
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())!.width)).toBe(390); // min(100%, 420px) on a 390 px screen
    await expect(drawer.getByRole('group', { name: 'Kategori', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
