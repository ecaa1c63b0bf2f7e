import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENTRY_SCRIPTS_FILE, readHostEntryScript } from './hostEntryScript';

function clientDir(contents?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-entry-'));
  if (contents !== undefined) fs.writeFileSync(path.join(dir, ENTRY_SCRIPTS_FILE), contents);
  return dir;
}

describe('readHostEntryScript', () => {
  it('names the content-hashed main script the build wrote down', () => {
    expect(readHostEntryScript(clientDir('{"main":["main.0a1b2c3d.js"]}\n'))).toBe('/static/host/main.0a1b2c3d.js');
  });

  it('accepts a dev build, whose entry keeps its plain name', () => {
    expect(readHostEntryScript(clientDir('{"main":["main.js"]}'))).toBe('/static/host/main.js');
  });

  it('refuses to start without the file, saying what to do', () => {
    expect(() => readHostEntryScript(clientDir())).toThrow(/cannot be read: build the host first/);
  });

  it.each([
    ['not JSON', '{"main":', /is not JSON/],
    ['no main entry', '{"other":["main.0a1b2c3d.js"]}', /does not name one main script/],
    ['two scripts for main', '{"main":["runtime.0a1b2c3d.js","main.0a1b2c3d.js"]}', /does not name one main script/],
    // A name that would leave the static folder or the script tag's attribute.
    ['a path', '{"main":["../server/index.js"]}', /does not name one main script/],
    ['markup', '{"main":["main.js\\" onload=\\"alert(1)"]}', /does not name one main script/],
  ])('refuses a file with %s', (_what, contents, error) => {
    expect(() => readHostEntryScript(clientDir(contents))).toThrow(error);
  });
});
