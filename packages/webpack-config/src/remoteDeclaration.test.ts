/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, remoteCatalogue, searchRemote } from '@showroom/contracts';
import * as z from 'zod/mini';

// The factory is CommonJS (webpack reads it); its functions are plain and testable as they are.
const { readModulePaths, checkAgainstCatalogue, entrySources } = require('./remoteDeclaration.cjs') as typeof import('./remoteDeclaration.cjs');

const root = path.resolve(__dirname, '../../..');

const declaration = `
import { searchRemote } from '@showroom/contracts';
import { defineRemote } from '@showroom/mfe-runtime';
export default defineRemote(searchRemote, {
  CarList: () => import('./exposed/CarList'),
  'CarOfTheWeek': () => import("./blocks/cotw"),
}, { dev: { module: 'CarList', site: 'dealergroup-se' } });
`;

describe('readModulePaths', () => {
  it('reads each module name and the file its loader imports, relative to the remote', () => {
    expect(readModulePaths('/r', declaration)).toEqual({ CarList: path.join('src', 'exposed/CarList'), CarOfTheWeek: path.join('src', 'blocks/cotw') });
  });

  it('refuses a loader it cannot read, and a file without defineRemote', () => {
    expect(() => readModulePaths('/r', declaration.replace("() => import('./exposed/CarList')", 'load'))).toThrow("each module must read Name: () => import('./path')");
    expect(() => readModulePaths('/r', 'export default {};')).toThrow('no defineRemote(...) call');
  });
});

describe('checkAgainstCatalogue', () => {
  it('fails the build when the declaration and the catalogue disagree', () => {
    expect(() => checkAgainstCatalogue('mfe-search', searchRemote, { CarList: 'src/x' })).toThrow('declares [CarList] but the catalogue has [CarList,CarOfTheWeek,CarSearchHero,CarTeasers]');
  });

  it.each(REMOTES.map((remote) => [remote.name, remote] as const))('%s: its folder, package name and src/remote.ts match its catalogue', (name, remote) => {
    const dir = path.join(root, name);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name).toBe(name);
    const paths = readModulePaths(dir);
    expect(() => checkAgainstCatalogue(name, remote, paths)).not.toThrow();
    for (const file of Object.values(paths)) expect(['.ts', '.tsx'].some((ext) => fs.existsSync(path.join(dir, `${file}${ext}`)))).toBe(true);
  });
});

describe('entrySources', () => {
  const props = z.object({ site: z.string() });
  const catalogue = remoteCatalogue('mfe-demo', {
    Page: { kind: 'page', page: 'kits', props, embed: { tag: 'showroom-demo', params: ['car-id', 'slug'] }, singleSpa: '@showroom/demo' },
    Block: { kind: 'block', block: 'DemoBlock', props },
  });
  const sources = entrySources('mfe-demo', catalogue, { Page: 'src/exposed/Page', Block: 'src/blocks/Block' });

  it('puts every module in the server bundle under its catalogue name', () => {
    expect(sources['server.ts']).toContain('import m0 from "../src/exposed/Page";');
    expect(sources['server.ts']).toContain('import m1 from "../src/blocks/Block";');
    expect(sources['server.ts']).toContain('modules: { "Page": m0, "Block": m1 }');
  });

  it('defines a custom element for each embeddable module only, with its param attributes in order', () => {
    // Its loadData runs on the partner's page, with the BFF client bundled (not fetched on its first call).
    expect(sources['embedMount.ts']).toContain("import { createHttpApi } from '@showroom/api-client';");
    expect(sources['embedMount.ts']).toContain('defineEmbed("showroom-demo", "mfe-demo", m0, { params: ["car-id","slug"], api: createHttpApi });');
    expect(sources['embedMount.ts']).not.toContain('Block');
    expect(sources['embedMount.ts']).not.toContain('withHostData');
  });

  it("asks the host for the data of an embed whose catalogue entry says data: 'host', and imports its Component alone", () => {
    const hosted = remoteCatalogue('mfe-demo', { Page: { kind: 'page', page: 'kits', props, embed: { tag: 'showroom-demo', params: ['car-id'], data: 'host' } } });
    const mount = entrySources('mfe-demo', hosted, { Page: 'src/exposed/Page' })['embedMount.ts'];
    expect(mount).toContain("import { defineEmbed, withHostData } from '@showroom/mfe-runtime/embed';");
    // The named export, not the default: loadData (and the queries and schemas it imports) stays out of the embed.
    expect(mount).toContain('import { Component as m0 } from "../src/exposed/Page";');
    expect(mount).toContain('defineEmbed("showroom-demo", "mfe-demo", withHostData(m0, "mfe-demo/Page"), { params: ["car-id"] });');
    // It never calls the BFF client itself: the embed's default, fetched on a first call, keeps the client's schemas out.
    expect(mount).not.toContain('createHttpApi');
  });

  it("starts the host data call of such an embed's elements in its entry, before the async boundary, beside the texts", () => {
    const hosted = remoteCatalogue('mfe-demo', { Page: { kind: 'page', page: 'kits', props, embed: { tag: 'showroom-demo', params: ['car-id'], data: 'host' } } });
    const lines = entrySources('mfe-demo', hosted, { Page: 'src/exposed/Page' })['embed.ts']!.split('\n').filter((line) => line !== '' && !line.startsWith('//'));
    expect(lines).toEqual([
      "import '@showroom/mfe-runtime/embed-nonce';",
      "import '@showroom/mfe-runtime/embed-share-scope';",
      "import { prefetchTexts } from '@showroom/mfe-runtime/embed-texts';",
      "import { prefetchHostData } from '@showroom/mfe-runtime/embed-host-data';",
      'prefetchTexts(["showroom-demo"]);',
      'prefetchHostData([{"tag":"showroom-demo","module":"mfe-demo/Page","params":["car-id"]}]);',
      "import(/* webpackChunkName: \"embed-mount\" */ './embedMount');",
    ]);
  });

  it("reads the script tag's CSP nonce, then joins the page's share scope, in the embed entry before its first await (issue 20, issue 14)", () => {
    // After the dynamic import document.currentScript is null: the nonce module must be a static import that comes first.
    // The share scope before the async boundary: the boundary's chunk is where the embed first takes a shared module.
    // Then the texts of the page's elements' languages start loading, beside the shared modules.
    const lines = sources['embed.ts']!.split('\n').filter((line) => line !== '' && !line.startsWith('//'));
    expect(lines).toEqual([
      "import '@showroom/mfe-runtime/embed-nonce';",
      "import '@showroom/mfe-runtime/embed-share-scope';",
      "import { prefetchTexts } from '@showroom/mfe-runtime/embed-texts';",
      expect.stringMatching(/^prefetchTexts\(\[("showroom-[a-z-]+",?)+\]\);$/),
      "import(/* webpackChunkName: \"embed-mount\" */ './embedMount');",
    ]);
  });

  it('exports the single-spa lifecycles of the one module that has them', () => {
    expect(sources['lifecycles.ts']).toContain('import m0 from "../src/exposed/Page";');
    expect(sources['lifecycles.ts']).toContain('export const { bootstrap, mount, unmount } = createLifecycles("mfe-demo", m0);');
    const none = entrySources('mfe-demo', remoteCatalogue('mfe-demo', { Block: { kind: 'block', block: 'B', props } }), { Block: 'src/b' });
    expect(none['lifecycles.ts']).toBeUndefined();
    const two = remoteCatalogue('mfe-demo', { A: { kind: 'block', block: 'A', props, singleSpa: 'a' }, B: { kind: 'block', block: 'B', props, singleSpa: 'b' } });
    expect(() => entrySources('mfe-demo', two, { A: 'src/a', B: 'src/b' })).toThrow('at most one module may have single-spa lifecycles');
  });

  it('mounts the dev page from the declaration itself', () => {
    expect(sources['devMount.ts']).toContain('import remote from "../src/remote";');
    expect(sources['devMount.ts']).toContain('mountDev(remote);');
  });
});
