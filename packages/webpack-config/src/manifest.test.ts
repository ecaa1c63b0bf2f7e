/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { FederationManifestPlugin } from './manifest.cjs';
import { CopyAsset } from './containerFiles.cjs';
import { buildThrowawayContainer } from './testing/throwawayContainer';

type Manifest = {
  metaData: { globalName: string; remoteEntry: { name: string; type: string }; buildInfo: { buildName: string; buildVersion: string } };
  shared: { name: string; version: string; singleton: boolean; requiredVersion: string }[];
  exposes: { name: string; path: string; assets: { js: { sync: string[] } } }[];
};

// A throwaway container with two exposed modules (one importing a module of its own), built for real.
function buildContainer(dir: string): Promise<webpack.Stats> {
  const shared = { lodash_like: { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0', import: false as const } };
  return buildThrowawayContainer(dir, {
    files: { 'helper.js': 'export const helper = () => "h";\n', 'A.js': 'import { helper } from "./helper.js"; export default helper;\n', 'B.js': 'export default 2;\n' },
    exposes: { './A': { import: './A.js', name: '__federation_expose_A' }, './B': { import: './B.js', name: '__federation_expose_B' } },
    shared,
    plugins: [new FederationManifestPlugin({ name: 'mfe_test', containerFile: 'container.js', shared, buildInfo: { name: 'mfe-test', version: '1.2.3' } }), new CopyAsset({ 'remoteEntry.js': 'container.js' })],
  });
}

describe('the federation manifest of a webpack container', () => {
  let dir: string;
  let manifest: Manifest;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
    const stats = await buildContainer(dir);
    expect(stats.hasErrors()).toBe(false);
    manifest = JSON.parse(fs.readFileSync(path.join(dir, 'out', 'mf-manifest.json'), 'utf8')) as Manifest;
  }, 30_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names the container file, its global and the build, as the registry and scripts/chaos read them', () => {
    expect(manifest.metaData).toMatchObject({ globalName: 'mfe_test', remoteEntry: { name: 'container.js', type: 'var' }, buildInfo: { buildName: 'mfe-test', buildVersion: '1.2.3' } });
    expect(manifest.shared).toEqual([expect.objectContaining({ name: 'lodash_like', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' })]);
  });

  it("lists each exposed module with the files its chunk group loads, each of which was emitted", () => {
    expect(manifest.exposes.map((expose) => [expose.name, expose.path])).toEqual([
      ['A', './A'],
      ['B', './B'],
    ]);
    for (const expose of manifest.exposes) {
      expect(expose.assets.js.sync.length).toBeGreaterThan(0);
      for (const file of expose.assets.js.sync) expect(fs.existsSync(path.join(dir, 'out', file))).toBe(true);
    }
    const a = manifest.exposes.find((expose) => expose.name === 'A')!;
    expect(a.assets.js.sync.some((file) => file.startsWith('__federation_expose_A.'))).toBe(true);
  });

  it('writes remoteEntry.js as the container itself', () => {
    const container = fs.readFileSync(path.join(dir, 'out', 'container.js'), 'utf8');
    expect(container).toMatch(/^var mfe_test;/);
    expect(fs.readFileSync(path.join(dir, 'out', 'remoteEntry.js'), 'utf8')).toBe(container);
  });
});
