import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openHydrated } from '../support/browser';
import { allCars } from '../support/sandbox';
import { fetchPage, remotesCommand, siteUrl } from '../support/system';

const cdnDir = process.env.SHOWROOM_CDN_DIR;
const cdnUrl = process.env.SHOWROOM_CDN_URL ?? 'http://127.0.0.1:8090';

/** Points `remote` at a copy of its live version without a server bundle (web build intact); returns the undo. */
function withoutServerBundle(remote: string): () => void {
  const registry = JSON.parse(fs.readFileSync(path.join(cdnDir!, 'registry.json'), 'utf8')) as { remotes: Record<string, { version: string }> };
  const live = registry.remotes[remote]!.version;
  const broken = `${live}-noserver`;
  fs.cpSync(path.join(cdnDir!, remote, live), path.join(cdnDir!, remote, broken), { recursive: true });
  fs.rmSync(path.join(cdnDir!, remote, broken, 'server'), { recursive: true, force: true });
  remotesCommand('set', remote, `${cdnUrl}/${remote}/${broken}/mf-manifest.json`);
  return () => remotesCommand('rollback', remote);
}

test('a remote whose server render fails is mounted in the browser instead', async ({ page }) => {
  test.skip(!cdnDir, 'needs the test system CDN folder (npm test)');
  // A version of mfe-dealers whose web build is fine but whose server bundle is missing.
  const restore = withoutServerBundle('mfe-dealers');
  try {
    const html = await (await fetchPage('dealergroup-se', '/anlaggningar')).text();
    expect(html).toContain('data-slot-loading');
    await page.goto(siteUrl('dealergroup-se', '/anlaggningar'));
    await expect(page.locator('[data-remote-slot^="mfe-dealers/"] a[href^="/anlaggningar/"]').first()).toBeVisible();
    await expect(page.getByText('Aj då')).toHaveCount(0);
  } finally {
    restore();
  }
});

test('a filtered list path rendered in the browser (server bundle missing) keeps its brand and model filter', async ({ page }) => {
  test.skip(!cdnDir, 'needs the test system CDN folder (npm test)');
  // A brand and model with plain-letter names, from the seeded stock, so their path slugs are just lower case.
  const cars = await allCars<{ car_brand: string; car_model: string }>('dealergroup-se', ['car_brand', 'car_model']);
  const pick = cars.find((car) => /^[A-Za-z]+$/.test(car.car_brand) && /^[A-Za-z0-9]+$/.test(car.car_model))!;
  const listPath = `/kop-bil/s/${pick.car_brand.toLowerCase()}/${pick.car_model.toLowerCase()}`;
  const countText = page.locator('[data-count-text]');

  // As the server renders it: the reference.
  await openHydrated(page, siteUrl('dealergroup-se', listPath));
  const filtered = await countText.textContent();
  await openHydrated(page, siteUrl('dealergroup-se', '/kop-bil'));
  const unfiltered = await countText.textContent();
  expect(filtered).not.toBe(unfiltered);

  const restore = withoutServerBundle('mfe-search');
  try {
    const html = await (await fetchPage('dealergroup-se', listPath)).text();
    expect(html).toContain('data-slot-loading');
    await page.goto(siteUrl('dealergroup-se', listPath));
    // Mounted in the browser with the route params the server matched, not the unfiltered list.
    await expect(countText).toHaveText(filtered!);
  } finally {
    restore();
  }
});
