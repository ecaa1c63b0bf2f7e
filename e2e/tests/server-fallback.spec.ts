import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fetchPage, remotesCommand, siteUrl } from '../support/system';

const cdnDir = process.env.SHOWROOM_CDN_DIR;
const cdnUrl = process.env.SHOWROOM_CDN_URL ?? 'http://127.0.0.1:8090';

test('a remote whose server render fails is mounted in the browser instead', async ({ page }) => {
  test.skip(!cdnDir, 'needs the test system CDN folder (npm test)');
  // A version of mfe-dealers whose web build is fine but whose server bundle is missing.
  const registry = JSON.parse(fs.readFileSync(path.join(cdnDir!, 'registry.json'), 'utf8')) as { remotes: Record<string, { version: string }> };
  const live = registry.remotes['mfe-dealers']!.version;
  const broken = `${live}-noserver`;
  fs.cpSync(path.join(cdnDir!, 'mfe-dealers', live), path.join(cdnDir!, 'mfe-dealers', broken), { recursive: true });
  fs.rmSync(path.join(cdnDir!, 'mfe-dealers', broken, 'server'), { recursive: true, force: true });
  remotesCommand('set', 'mfe-dealers', `${cdnUrl}/mfe-dealers/${broken}/mf-manifest.json`);
  try {
    const html = await (await fetchPage('dealergroup-se', '/anlaggningar')).text();
    expect(html).toContain('data-slot-loading');
    await page.goto(siteUrl('dealergroup-se', '/anlaggningar'));
    await expect(page.locator('[data-remote-slot^="mfe-dealers/"] a[href^="/anlaggningar/"]').first()).toBeVisible();
    await expect(page.getByText('Aj då')).toHaveCount(0);
  } finally {
    remotesCommand('rollback', 'mfe-dealers');
  }
});
