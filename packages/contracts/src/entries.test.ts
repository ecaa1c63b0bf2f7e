/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import packageJson from '../package.json';

// The entries besides the root are bundled by the remote that imports one, while the root is a shared singleton.
// An entry that imported a sibling by a relative path would bundle a second copy of it, and with it webpack's
// fallback chunk of every shared library (issue 14: 149 kB more on the service-booking page when this slipped).
const ownEntries = Object.entries(packageJson.exports).filter(([entry, target]) => entry !== '.' && target.endsWith('.ts') && !target.endsWith('index.ts'));

describe("contracts' entries of their own", () => {
  it('has the entries of the remotes that own them', () => {
    expect(ownEntries.map(([entry]) => entry).sort()).toEqual(['./codeweaver', './jotform', './mechmate', './tirehotel', './vehicle-media']);
  });

  it.each(ownEntries)('%s imports the rest of the package through its root, never by a relative path', (_entry, target) => {
    const source = fs.readFileSync(path.join(__dirname, '..', target), 'utf8');
    expect(source.match(/from '\.{1,2}\/[^']*'/g) ?? []).toEqual([]);
  });

  it.each(ownEntries)('%s is not re-exported by the root', (_entry, target) => {
    const index = fs.readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
    expect(index).not.toContain(`'./${path.basename(target, '.ts')}'`);
  });
});
