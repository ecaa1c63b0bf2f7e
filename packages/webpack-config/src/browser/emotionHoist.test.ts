/** @jest-environment node */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { hoistStandInFor } from './emotionHoist.cjs';

const emotionHnrs = path.join(path.dirname(require.resolve('@emotion/react/package.json')), '_isolated-hnrs', 'dist');

describe('emotion without hoist-non-react-statics in the browser', () => {
  it("swaps emotion's own import, and only that one", () => {
    expect(hoistStandInFor('hoist-non-react-statics', emotionHnrs)).toMatch(/hoistNonReactStatics\.mjs$/);
    const emotion = path.dirname(path.dirname(emotionHnrs));
    for (const folder of ['dist', 'jsx-runtime/dist', 'jsx-dev-runtime/dist']) expect(hoistStandInFor('hoist-non-react-statics', path.join(emotion, folder))).toMatch(/hoistNonReactStatics\.mjs$/);
    expect(hoistStandInFor('hoist-non-react-statics', path.join(emotion, '..', 'styled', 'dist'))).toBeUndefined();
    expect(hoistStandInFor('react-is', emotionHnrs)).toBeUndefined();
  });

  it("finds emotion's imports where the plugin expects them (an emotion upgrade that adds one elsewhere fails here)", () => {
    const emotion = path.dirname(path.dirname(emotionHnrs));
    const browserFiles = (folder: string) => fs.readdirSync(path.join(emotion, folder)).filter((f) => f.endsWith('.browser.esm.js')).map((f) => path.join(emotion, folder, f));
    const importers = ['dist', '_isolated-hnrs/dist', 'jsx-runtime/dist', 'jsx-dev-runtime/dist']
      .flatMap(browserFiles)
      .filter((file) => fs.readFileSync(file, 'utf8').includes("'hoist-non-react-statics'"));
    expect(importers.length).toBeGreaterThan(0);
    for (const file of importers) expect(hoistStandInFor('hoist-non-react-statics', path.dirname(file))).toBeDefined();
  });

  it("copies a component's own statics and leaves React's (run by Node: jest does not load .mjs)", () => {
    const script = `import(${JSON.stringify(path.join(__dirname, 'hoistNonReactStatics.mjs'))}).then(({ default: hoist }) => {
      const source = Object.assign(function Source() {}, { displayName: 'Source', defaultProps: { a: 1 }, helper: 42 });
      const target = function Target() {};
      hoist(target, source);
      console.log(JSON.stringify([target.helper, target.name, 'displayName' in target, 'defaultProps' in target]));
    })`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(run.stdout)).toEqual([42, 'Target', false, false]);
  });
});
