// `npm start` and `npm test` begin here: install what is missing, so a fresh clone needs nothing else.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
const lock = path.join(ROOT, 'package-lock.json');
const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm install, from package-lock.json)...');
  // Not `npm ci`: the lockfile written here lacks other platforms' optional binaries (this registry
  // does not serve them), and npm ci refuses such a lockfile (PITFALLS.md). npm install keeps the
  // locked versions and fills that gap.
  if (run('npm', ['install', '--no-audit', '--no-fund']) !== 0) {
    console.error('npm could not install the dependencies');
    process.exit(1);
  }
}

// The lint tools live apart (tools/lint): typescript-eslint needs TypeScript 5.9, the workspaces have 7.
const lintDir = path.join(ROOT, 'tools', 'lint');
const lintMarker = path.join(lintDir, 'node_modules', '.package-lock.json');
const lintLock = path.join(lintDir, 'package-lock.json');
if (!fs.existsSync(lintMarker) || fs.statSync(lintMarker).mtimeMs < fs.statSync(lintLock).mtimeMs) {
  console.log('Installing the lint tools (tools/lint)...');
  if (run('npm', ['install', '--no-audit', '--no-fund'], { cwd: lintDir }) !== 0) {
    console.error('npm could not install the lint tools');
    process.exit(1);
  }
}
