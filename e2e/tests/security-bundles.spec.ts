import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hostEntryPath } from '../support/hostEntry';
import { fetchPage, PORT, siteUrl } from '../support/system';

// Issue 12 items 10, 6 and 13: remote code the host or the browser must refuse, on the running system.
const cdnDir = process.env.SHOWROOM_CDN_DIR;
const cdnUrl = process.env.SHOWROOM_CDN_URL ?? 'http://127.0.0.1:8090';
type Pointer = { version: string; manifest: string; serverSha256?: string; deployedAt?: string; history: Omit<Pointer, 'history'>[] };
const registryFile = () => path.join(cdnDir!, 'registry.json');
const readRegistry = () => JSON.parse(fs.readFileSync(registryFile(), 'utf8')) as { remotes: Record<string, Pointer> };
// Written whole and renamed into place, as the registry tool does: the CDN never serves half a file.
const writeRegistry = (registry: { remotes: Record<string, Pointer> }) => {
  fs.writeFileSync(`${registryFile()}.e2e.tmp`, JSON.stringify(registry, null, 2));
  fs.renameSync(`${registryFile()}.e2e.tmp`, registryFile());
};

test.describe('remote code integrity', () => {
  test.skip(!cdnDir, 'needs the test system CDN folder (npm test)');

  test('a server bundle changed on the CDN after deploy is not run; the page falls back to the browser', async ({ page }) => {
    const original = readRegistry();
    const live = original.remotes['mfe-dealers']!;
    expect(live.serverSha256).toMatch(/^[0-9a-f]{64}$/);
    // An attacker with write access to the CDN folder adds code to the deployed server bundle; the
    // registry still holds the digest recorded at deploy.
    const tampered = `${live.version}-tampered`;
    fs.cpSync(path.join(cdnDir!, 'mfe-dealers', live.version), path.join(cdnDir!, 'mfe-dealers', tampered), { recursive: true });
    const bundle = path.join(cdnDir!, 'mfe-dealers', tampered, 'server', 'index.js');
    fs.appendFileSync(bundle, `\n;(function(){var m=module.exports.default||module.exports;for(var k in m.modules){m.modules[k].Component=function(){return require('react').createElement('p',null,'TAMPERED-BUNDLE-RAN');};}})();\n`);
    const { history, ...pointer } = live;
    writeRegistry({ remotes: { ...original.remotes, 'mfe-dealers': { ...pointer, version: tampered, manifest: `${cdnUrl}/mfe-dealers/${tampered}/mf-manifest.json`, history: [pointer, ...history] } } });
    try {
      const html = await (await fetchPage('dealergroup-se', '/anlaggningar')).text();
      expect(html).not.toContain('TAMPERED-BUNDLE-RAN');
      expect(html).toContain('data-slot-loading');
      await page.goto(siteUrl('dealergroup-se', '/anlaggningar'));
      await expect(page.locator('[data-remote-slot^="mfe-dealers/"] a[href^="/anlaggningar/"]').first()).toBeVisible();
      await expect(page.getByText('TAMPERED-BUNDLE-RAN')).toHaveCount(0);
    } finally {
      writeRegistry(original);
    }
  });

  test('a registry pointing at a foreign origin gets no request from the browser, and no code runs', async ({ page }) => {
    const original = readRegistry();
    const live = original.remotes['mfe-dealers']!;
    const { history, ...pointer } = live;
    // A host name Chromium resolves locally, on a port nothing listens on: any request to it is the failure.
    const foreign = `http://evil.localhost:${PORT}/mfe-dealers/1/mf-manifest.json`;
    writeRegistry({ remotes: { ...original.remotes, 'mfe-dealers': { version: 'foreign', manifest: foreign, history: [pointer, ...history] } } });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('http://evil.localhost')) requested.push(request.url());
    });
    try {
      const html = await (await fetchPage('dealergroup-se', '/anlaggningar')).text();
      // Not even preloaded (the page's own remote is the foreign one: it preloads nothing).
      expect(html).not.toMatch(/<link [^>]*href="http:\/\/evil\.localhost/);
      // It preloads no script at all: the host's own entry is fetched by the body's last script (hostEntryLoader.ts).
      const scriptPreloads = [...html.matchAll(/<link rel="preload" as="script"[^>]* href="([^"]*)">/g)].map((match) => match[1]);
      expect(scriptPreloads).toEqual([]);
      expect(hostEntryPath(html)).toMatch(/^\/static\/host\/main\./);
      await page.goto(siteUrl('dealergroup-se', '/anlaggningar'));
      await expect(page.locator('[data-remote-slot^="mfe-dealers/"]').getByRole('alert')).toContainText('Aj då');
      expect(requested).toEqual([]);
    } finally {
      writeRegistry(original);
    }
  });
});

test.describe('source maps (item 13)', () => {
  test('production bundles name no source map, and neither the host nor the CDN serves one', async () => {
    const mainPath = hostEntryPath(await (await fetchPage('dealergroup-se', '/')).text());
    const main = await fetchPage('dealergroup-se', mainPath);
    expect(main.status).toBe(200);
    expect(await main.text()).not.toContain('sourceMappingURL');
    expect((await fetchPage('dealergroup-se', `${mainPath}.map`)).status).toBe(404);
    const registry = (await (await fetch(`${cdnUrl}/registry.json`)).json()) as { remotes: Record<string, Pointer> };
    const manifest = registry.remotes['mfe-search']!.manifest;
    for (const file of ['remoteEntry.js', 'container.js']) {
      const entry = await fetch(new URL(file, manifest));
      expect(entry.status).toBe(200);
      expect(await entry.text()).not.toContain('sourceMappingURL');
      expect((await fetch(new URL(`${file}.map`, manifest))).status).toBe(404);
    }
  });
});
