import { expect, test } from '@playwright/test';
import { SITES, pagePath } from '@showroom/sites';
import { REMOTE_PAGES, remotesCommand, siteUrl } from '../support/system';
import { firstCar } from '../support/sandbox';

// Nothing listens on port 9 (discard): the manifest and the server bundle both fail to load.
const DEAD_MANIFEST = 'http://127.0.0.1:9/mf-manifest.json';

test.describe('a remote that cannot be loaded takes down only its own slot', () => {
  for (const entry of REMOTE_PAGES) {
    test(`${entry.remote} on a dead manifest shows the Swedish placeholder in its slot only`, async ({ page }) => {
      const site = SITES[entry.site];
      const url =
        entry.kind === 'carDetail'
          ? await firstCar(entry.site).then((car) => siteUrl(entry.site, `${pagePath(site, 'carDetail')}/${car.car_id}/${car.slug}`))
          : siteUrl(entry.site, pagePath(site, entry.kind)!);
      remotesCommand('set', entry.remote, DEAD_MANIFEST);
      try {
        const failures: string[] = [];
        page.on('console', (m) => {
          if (m.text().includes(`[remote] ${entry.remote}@`)) failures.push(m.text());
        });
        await page.goto(url);
        const slot = page.locator(`[data-remote-slot^="${entry.remote}/"]`);
        const alert = slot.getByRole('alert');
        await expect(alert).toContainText('Aj då');
        await expect(alert).toContainText('Här borde en sektion synas men något har tyvärr blivit fel');
        await expect(alert).toContainText('Prova ladda om sidan');
        await expect(alert.getByRole('button')).toBeVisible();
        // The rest of the page works: the shell is there and interactive, and only one placeholder shows.
        await expect(page.getByText('Aj då')).toHaveCount(1);
        await expect(page.locator('header nav').first()).toBeVisible();
        await expect(page.getByTestId('compare-count')).toBeVisible();
        await expect(page.locator('footer')).toBeVisible();
        // The failure is logged with the remote's name and version.
        expect(failures.some((line) => line.includes(`${entry.remote}@external`))).toBe(true);
      } finally {
        remotesCommand('rollback', entry.remote);
      }
    });
  }
});
