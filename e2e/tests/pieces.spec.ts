import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SITES, pagePath } from '@showroom/sites';
import { REMOTE_PAGES, siteUrl } from '../support/system';
import { firstCar } from '../support/sandbox';
import { watchConsole } from '../support/browser';

async function pieceUrl(entry: (typeof REMOTE_PAGES)[number]): Promise<string> {
  const site = SITES[entry.site];
  if (entry.kind !== 'carDetail') return siteUrl(entry.site, pagePath(site, entry.kind)!);
  const car = await firstCar(entry.site);
  return siteUrl(entry.site, `${pagePath(site, 'carDetail')}/${car.car_id}/${car.slug}`);
}

test.describe('each remote piece in the composed site', () => {
  for (const entry of REMOTE_PAGES) {
    test(`${entry.remote} renders on the server, hydrates cleanly and passes axe`, async ({ page }) => {
      const problems = watchConsole(page);
      const url = await pieceUrl(entry);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      const served = await response!.text();
      expect(served).toContain(`data-remote-slot="${entry.remote}/`);
      expect(served).not.toContain('data-slot-loading');
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await expect(page.locator(`[data-remote-slot^="${entry.remote}/"] [data-slot-body]`)).not.toBeEmpty();
      await expect(page.getByText('Aj då')).toHaveCount(0);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length} nodes (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('a composed page downloads exactly one react-dom reconciler', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(siteUrl('dealergroup-se', '/kop-bil'));
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const bodies = await Promise.all(scripts);
    // "__reactContainer$" is a key only react-dom's reconciler defines.
    expect(bodies.filter((body) => body.includes('__reactContainer$')).length).toBe(1);
  });
});
