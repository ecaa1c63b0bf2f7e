// node --test: the coverage-path check finds what is missing and accepts what exists.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { citedPaths, globToRegExp, missingCoveragePaths } from './coverage-paths.mjs';

function tree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'coverage-paths-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '');
  }
  return root;
}

test('only tokens under a top-level entry count as cited paths', () => {
  const markdown = '| a | `packages/x/a.test.ts`, `/api/cars/{id}`, `*/webpack.config.js`, `car_brand`, `packages/x/a.test.ts` |';
  assert.deepEqual(citedPaths(markdown, new Set(['packages'])), ['packages/x/a.test.ts']);
});

test('globs: * is one segment, ** any folders, [x] an optional letter', () => {
  assert.ok(globToRegExp('mfe-kits/src/**/*.test.ts[x]').test('mfe-kits/src/a/b/grid.test.tsx'));
  assert.ok(globToRegExp('mfe-kits/src/**/*.test.ts[x]').test('mfe-kits/src/grid.test.ts'));
  assert.ok(!globToRegExp('mfe-kits/src/*.test.ts').test('mfe-kits/src/a/grid.test.ts'));
  assert.ok(!globToRegExp('mfe-kits/src/*.test.ts').test('mfe-kits/src/grid.test.tsx'));
  assert.ok(globToRegExp('packages/webpack-config/src/{host,remote}.cjs').test('packages/webpack-config/src/remote.cjs'));
  assert.ok(!globToRegExp('packages/webpack-config/src/{host,remote}.cjs').test('packages/webpack-config/src/other.cjs'));
});

test('a cited file, folder or glob that exists passes; one that does not is reported', () => {
  const root = tree(['packages/contracts/src/brandCode.test.ts', 'e2e/tests/ssr.spec.ts', 'mfe-kits/src/grid/Grid.test.tsx']);
  const markdown = [
    '`packages/contracts/src/brandCode.test.ts`',
    '`packages/sandbox/src/content/brandCode.test.ts`',
    '`e2e/tests/`',
    '`mfe-kits/src/**/*.test.ts[x]`',
    '`mfe-kits/src/**/*.spec.ts`',
  ].join(' ');
  assert.deepEqual(missingCoveragePaths(markdown, root), ['packages/sandbox/src/content/brandCode.test.ts', 'mfe-kits/src/**/*.spec.ts']);
});
