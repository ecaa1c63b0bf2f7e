/** @jest-environment node */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { errorTextsStandInFor, STAND_IN } from './federationErrorTexts.cjs';

const errorCodesDist = path.dirname(require.resolve('@module-federation/error-codes'));
const exportsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/export\s*(?:const\s+(\w+)|\{([^}]*)\})/g)]
    .flatMap((match) => (match[1] ? [match[1]] : match[2].split(',').map((name) => name.trim())))
    .filter(Boolean)
    .sort();

describe("the federation runtime's error descriptions in the browser", () => {
  it("swaps error-codes' own import of its descriptions, and only that one", () => {
    expect(errorTextsStandInFor('./desc.mjs', errorCodesDist)).toBe(STAND_IN);
    expect(errorTextsStandInFor('./desc.js', errorCodesDist)).toBe(STAND_IN);
    expect(errorTextsStandInFor('./desc.mjs', path.join(errorCodesDist, '..', '..', 'sdk', 'dist'))).toBeUndefined();
    expect(errorTextsStandInFor('./desc.mjs', '/work/app/src')).toBeUndefined();
    expect(errorTextsStandInFor('./error-codes.mjs', errorCodesDist)).toBeUndefined();
  });

  it('finds the import where the plugin expects it, and the stand-in exports every map the package does (an upgrade that adds one fails here)', () => {
    expect(fs.readFileSync(path.join(errorCodesDist, 'index.mjs'), 'utf8')).toContain('from "./desc.mjs"');
    expect(exportsOf(STAND_IN)).toEqual(['buildDescMap', 'errorDescMap', 'runtimeDescMap', 'typeDescMap']);
    expect(exportsOf(path.join(errorCodesDist, 'desc.mjs'))).toEqual(exportsOf(STAND_IN));
  });

  it("still names the code, the arguments, the original error and the code's docs (run by Node: jest does not load .mjs)", () => {
    const script = `Promise.all([import(${JSON.stringify(path.join(errorCodesDist, 'getShortErrorMsg.mjs'))}), import(${JSON.stringify(STAND_IN)})]).then(([{ getShortErrorMsg }, { runtimeDescMap }]) => {
      console.log(JSON.stringify(getShortErrorMsg('RUNTIME-008', runtimeDescMap, { url: 'https://cdn/x.js' }, 'ScriptExternalLoadError')));
    })`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const message: string = JSON.parse(run.stdout);
    expect(message).toContain('#RUNTIME-008');
    expect(message).toContain('"url":"https://cdn/x.js"');
    expect(message).toContain('ScriptExternalLoadError');
    expect(message).toContain('https://module-federation.io/guide/troubleshooting/runtime#runtime-008');
    expect(message).not.toContain('Failed to load script resources');
  });
});
