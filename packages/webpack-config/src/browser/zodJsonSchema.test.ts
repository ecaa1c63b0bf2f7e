/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { standInFor } from './zodJsonSchema.cjs';

const zodCore = path.dirname(require.resolve('zod/package.json')) + '/v4/core';

/** The export names of ES modules, read by Node itself (jest does not load .mjs). */
function exportNames(files: string[]): string[][] {
  const script = `Promise.all(${JSON.stringify(files)}.map((f) => import(f))).then((ms) => console.log(JSON.stringify(ms.map((m) => Object.keys(m)))))`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

describe("the browser's zod without JSON schema", () => {
  it("offers every name of zod's two JSON-schema files, so a zod upgrade that adds one fails here and not in a build", () => {
    const [processors, processorStandIns, toJsonSchema, toJsonSchemaStandIns] = exportNames([
      `${zodCore}/json-schema-processors.js`,
      path.join(__dirname, 'zodJsonSchemaProcessors.mjs'),
      `${zodCore}/to-json-schema.js`,
      path.join(__dirname, 'zodToJsonSchema.mjs'),
    ]);
    // 42 and 8 when written (zod 4.6.7): some names at least, or the comparison proves nothing.
    expect(processors!.length).toBeGreaterThan(30);
    expect(toJsonSchema!.length).toBeGreaterThan(5);
    expect(processors!.filter((name) => !processorStandIns!.includes(name))).toEqual([]);
    expect(toJsonSchema!.filter((name) => !toJsonSchemaStandIns!.includes(name))).toEqual([]);
  });

  it("swaps only zod's own imports of the two files", () => {
    expect(standInFor('../core/json-schema-processors.js', `${path.dirname(zodCore)}/classic`)).toMatch(/zodJsonSchemaProcessors\.mjs$/);
    expect(standInFor('./to-json-schema.js', zodCore)).toMatch(/zodToJsonSchema\.mjs$/);
    expect(standInFor('./to-json-schema.js', '/work/app/src')).toBeUndefined();
    expect(standInFor('./other.js', zodCore)).toBeUndefined();
  });

  it("swaps zod's English messages for one that keeps the issue's code, in zod's locale shape", () => {
    expect(standInFor('../locales/en.js', `${path.dirname(zodCore)}/classic`)).toMatch(/zodLocaleEn\.mjs$/);
    // Another package's en.js, or zod's locale index importing its own, stays as it is.
    expect(standInFor('./en.js', '/work/app/src/i18n')).toBeUndefined();
    expect(standInFor('./en.js', `${path.dirname(zodCore)}/locales`)).toBeUndefined();
    const script = `
      const real = (await import(${JSON.stringify(`${path.dirname(zodCore)}/locales/en.js`)})).default();
      const standIn = (await import(${JSON.stringify(path.join(__dirname, 'zodLocaleEn.mjs'))})).default();
      const issue = { code: 'invalid_type', expected: 'string', input: 1 };
      console.log(JSON.stringify({ keys: [Object.keys(real), Object.keys(standIn)], real: real.localeError(issue), standIn: standIn.localeError(issue) }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
    const answer = JSON.parse(run.stdout) as { keys: string[][]; real: string; standIn: string };
    expect(answer.keys[0]).toEqual(['localeError']);
    expect(answer.keys[1]).toEqual(answer.keys[0]);
    expect(answer.real).toMatch(/^Invalid input: expected string/);
    expect(answer.standIn).toBe('Invalid input (invalid_type)');
  });

  it('fails by name when something calls a converter, and answers the derived checks with nothing known', () => {
    const script = `
      const p = await import(${JSON.stringify(path.join(__dirname, 'zodJsonSchemaProcessors.mjs'))});
      const t = await import(${JSON.stringify(path.join(__dirname, 'zodToJsonSchema.mjs'))});
      const method = t.createStandardJSONSchemaMethod({}, 'input');
      let message = '';
      try { method(); } catch (error) { message = error.message; }
      console.log(JSON.stringify({ agg: p.aggregateChecks({}), message, methodIsFunction: typeof method === 'function' }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ agg: {}, message: expect.stringContaining('not in the browser build'), methodIsFunction: true });
  });
});
