import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, fetchPage, siteUrl } from '../support/system';

const outDir = path.join(process.env.SHOWROOM_TEST_DIR ?? path.join(ROOT, '.data'), 'mfe-search-changed');
const buildId = `e2e-${process.pid}`;

test('a changed remote is served by the running host on the next load, and rollback restores it', async ({ page }) => {
  test.setTimeout(240_000);
  const before = await (await fetchPage('dealergroup-se', '/kop-bil')).text();
  const versionBefore = before.match(/data-remote-slot="mfe-search\/CarList" data-remote-version="([^"]+)"/)?.[1];
  expect(versionBefore).toBeTruthy();
  expect(before).not.toContain(`data-build="${buildId}"`);

  // The team changes its remote (a new build label), builds it alone and deploys it: no host rebuild or restart.
  fs.rmSync(outDir, { recursive: true, force: true });
  execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: path.join(ROOT, 'mfe-search'), env: { ...process.env, SHOWROOM_BUILD_ID: buildId, SHOWROOM_OUT_DIR: outDir }, stdio: 'pipe' });
  execFileSync('node', [path.join(ROOT, 'packages/registry/bin/deploy.cjs'), '--from', outDir], { cwd: path.join(ROOT, 'mfe-search'), env: process.env, stdio: 'pipe' });

  const after = await (await fetchPage('dealergroup-se', '/kop-bil')).text();
  expect(after).toContain(`data-build="${buildId}"`);
  const versionAfter = after.match(/data-remote-version="([^"]+)"/)?.[1];
  expect(versionAfter).not.toBe(versionBefore);
  await page.goto(siteUrl('dealergroup-se', '/kop-bil'));
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator(`section[data-build="${buildId}"]`)).toHaveCount(1);
  await expect(page.locator(`[data-remote-version="${versionAfter}"]`)).toHaveCount(1);

  execFileSync('node', [path.join(ROOT, 'packages/registry/bin/rollback.cjs')], { cwd: path.join(ROOT, 'mfe-search'), env: process.env, stdio: 'pipe' });
  const rolledBack = await (await fetchPage('dealergroup-se', '/kop-bil')).text();
  expect(rolledBack).not.toContain(`data-build="${buildId}"`);
  expect(rolledBack).toContain(`data-remote-version="${versionBefore}"`);
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator(`section[data-build="${buildId}"]`)).toHaveCount(0);
});
