// `npm start` and `npm test` begin here: install what is missing, so a fresh clone needs nothing else.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
const lock = path.join(ROOT, 'package-lock.json');
const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm ci)...');
  // npm ci is exact; if the registry here cannot serve an optional binary the lockfile names, fall back to install.
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0 && run('npm', ['install', '--no-audit', '--no-fund']) !== 0) {
    console.error('npm could not install the dependencies');
    process.exit(1);
  }
}
