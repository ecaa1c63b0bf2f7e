/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import packageJson from '../package.json';

// The entries besides the root are bundled by the remote that imports one, while the root is a shared singleton.
// An entry that imported a sibling by a relative path would bundle a second copy of it, and with it webpack's
// fallback chunk of every shared library (issue 14: 149 kB more on the service-booking page when this slipped).
const folderEntries = Object.entries(packageJson.exports).filter(([, target]) => target.endsWith('/index.ts'));
const ownEntries = Object.entries(packageJson.exports).filter(([entry, target]) => entry !== '.' && target.endsWith('.ts') && !target.endsWith('index.ts'));

describe("contracts' entries of their own", () => {
  // ./z is the one shared entry (zod/mini's functions, one copy a page); the root and the others are bundled per build.
  it('has the entries of the remotes that own them, the servers\' English messages and the shared zod', () => {
    expect(ownEntries.map(([entry]) => entry).sort()).toEqual(['./codeweaver', './english-messages', './form-block-fields', './jotform', './mechmate', './testing/same-answers', './tirehotel', './upstream-path', './vehicle-media', './workshop-sites', './z']);
  });

  // A folder entry (./lead-forms, ./bff-routes) may import within its folder, never the package's other files
  // (issue 17: lead-forms reaching ../contactRules pulled the 142 kB fallback chunk into the workshop page).
  it.each(folderEntries)('%s imports nothing outside its folder by a relative path', (_entry, target) => {
    const folder = path.join(__dirname, '..', path.dirname(target));
    const sources = fs.readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(0);
    for (const file of sources) expect([file, fs.readFileSync(path.join(folder, file), 'utf8').match(/from '\.\.\/[^']*'/g) ?? []]).toEqual([file, []]);
  });

  it.each(ownEntries)('%s imports the rest of the package through its root, never by a relative path', (_entry, target) => {
    const source = fs.readFileSync(path.join(__dirname, '..', target), 'utf8');
    expect(source.match(/from '\.{1,2}\/[^']*'/g) ?? []).toEqual([]);
  });

  it.each(ownEntries)('%s is not re-exported by the root', (_entry, target) => {
    const index = fs.readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
    expect(index).not.toContain(`'./${path.basename(target, '.ts')}'`);
  });

  // Only ./z is shared: a file reaching it by a relative path would bundle zod again in every build that imports it.
  it('every file takes zod through the shared entry, never by a relative path', () => {
    const files = fs.readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'z.ts');
    expect(files.length).toBeGreaterThan(40);
    const relative = files.filter((file) => /from '(\.{1,2}\/)+z'/.test(fs.readFileSync(path.join(__dirname, file), 'utf8')));
    expect(relative).toEqual([]);
  });
});
