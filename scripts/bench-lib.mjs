// What the benchmarks share: building when a dist folder is missing, a system of their own beside npm test's,
// and a car of dealergroup-se to open a car detail page with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNames, ROOT, step, systemEnv } from './lib.mjs';
import { startSystem } from './system.mjs';

/** The value after `--name` on the command line (`-- --runs 1`), or `fallback` without one. */
export function argument(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 || at + 1 >= process.argv.length ? fallback : process.argv[at + 1];
}

/** Builds the host and the remotes when one of them has no dist folder yet. */
export async function buildIfMissing() {
  const missing = ['host-shell', ...(await remoteNames())].filter((dir) => !fs.existsSync(path.join(ROOT, dir, 'dist')));
  if (missing.length > 0) step(`build (${missing.join(', ')} not built)`, 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
}

/**
 * Starts sandbox, CDN, partner page and host on TEST_PORT_BASE + `offset` (so a benchmark runs beside npm test and
 * the other benchmarks), with data in a temporary folder; `stop()` ends them and removes it.
 */
export async function startBenchSystem(offset, extraEnv = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'showroom-bench-'));
  const ports = Number(process.env.TEST_PORT_BASE ?? 18000) + offset;
  const env = systemEnv({ PORT: ports + 80, SANDBOX_PORT: ports + 70, CDN_PORT: ports + 90, PARTNER_PORT: ports + 85, SANDBOX_DATA_DIR: path.join(work, 'data'), SHOWROOM_CDN_DIR: path.join(work, 'cdn'), ...extraEnv });
  const system = await startSystem(env);
  return {
    env,
    host: system.children.at(-1),
    stop() {
      system.stop();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The first car of dealergroup-se in the sandbox's search, for a car detail page. */
export async function firstCar(env) {
  const search = await fetch(`${env.SANDBOX_URL}/search/v1/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'sandbox-key' },
    body: JSON.stringify({ index: 'cars', site: 'dealergroup-se', limit: 1, fields: ['car_id', 'slug'] }),
  }).then((r) => r.json());
  return search.content[0];
}
