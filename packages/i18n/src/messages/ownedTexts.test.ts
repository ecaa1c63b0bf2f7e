/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import * as standIn from './ownedElsewhere';
import { HOST_ALSO_READS, OWNED_TEXTS } from './ownedTexts.cjs';

const ROOT = path.resolve(__dirname, '../../../..');
const exportsOf = (file: string): string[] => [...fs.readFileSync(path.join(__dirname, `${file}.ts`), 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
const prefixesOf = (file: string) => new Set([...fs.readFileSync(path.join(__dirname, `${file}.ts`), 'utf8').matchAll(/^\s+'([a-zA-Z]+)\.[\w.]+': /gm)].map((m) => m[1]!));

/** Every .ts/.tsx source file under a folder, tests included (a test of another part may not lean on them either). */
function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('texts one remote owns', () => {
  const owned = Object.entries(OWNED_TEXTS).flatMap(([owner, files]) => (files as string[]).map((file) => ({ owner, file })));

  it('has a stand-in for every export of every owned file, with no message in any language', () => {
    expect(owned.length).toBeGreaterThan(0);
    for (const { file } of owned) {
      const names = exportsOf(file);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(standIn).toHaveProperty(name, { sv: {}, nb: {}, fi: {}, sk: {}, en: {} });
    }
  });

  // The host may: its browser reads the page's texts and its server has every one, never a remote's build of them.
  it('are used by their owner only: no other remote or shared package names their keys', () => {
    const folders = [...fs.readdirSync(ROOT).filter((name) => name.startsWith('mfe-')).map((name) => `${name}/src`), ...fs.readdirSync(path.join(ROOT, 'packages')).filter((name) => name !== 'i18n').map((name) => `packages/${name}/src`)];
    for (const { owner, file } of owned) {
      const prefixes = [...prefixesOf(file)];
      expect(prefixes.length).toBeGreaterThan(0);
      const pattern = new RegExp(`['\`](${prefixes.join('|')})\\.[a-zA-Z]`);
      const users = folders
        .filter((folder) => !folder.startsWith(`${owner}/`))
        .flatMap((folder) => sources(path.join(ROOT, folder)))
        .filter((source) => pattern.test(fs.readFileSync(source, 'utf8')));
      expect(users.map((source) => path.relative(ROOT, source))).toEqual([]);
    }
  });

  // A host page carries the texts of its remotes only (textsForPage.ts): an owned file the host's code read unlisted
  // would be missing from a page without its owner.
  it('are read by the host only where HOST_ALSO_READS says so', () => {
    const hostSources = sources(path.join(ROOT, 'host-shell/src')).filter((source) => !/\.test\.tsx?$/.test(source));
    const read = owned
      .filter(({ owner }) => owner !== 'host-shell')
      .filter(({ file }) => {
        const pattern = new RegExp(`['\`](${[...prefixesOf(file)].join('|')})\\.[a-zA-Z]`);
        return hostSources.some((source) => pattern.test(fs.readFileSync(source, 'utf8')));
      })
      .map(({ file }) => file);
    expect(hostSources.length).toBeGreaterThan(20);
    expect(read).toEqual([...HOST_ALSO_READS]);
  });
});
