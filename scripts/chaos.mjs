// npm run chaos: remote isolation measured as a matrix (issue 20). Builds (unless `-- --no-build`), starts a
// system of its own on TEST_PORT_BASE + 600, and for each of the seven remotes and each of five faults (manifest
// 404 or unreachable; remoteEntry or a chunk 500 or never answering; server bundle or loadData throwing; loadData
// held 30 s; the component throwing on render or after a click) checks its page server-rendered and in Chromium,
// then rolls the registry back. Prints the 7 x 5 matrix with PASS/FAIL and TTFB per cell, writes a JSON report
// (`-- --report <file>`), exits 1 on any failure. `-- --remote mfe-x` and `-- --fault <id>` run a part of it.
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS } from './bench-lib.mjs';
import { ROOT, step, systemEnv } from './lib.mjs';
import { startSystem } from './system.mjs';

if (!process.argv.includes('--no-build')) step('build (host and remotes)', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
const tsx = createRequire(import.meta.url)('tsx/cjs/api');
const { runChaos } = tsx.require('./chaos/run.ts', import.meta.url);
const code = await runChaos(process.argv.slice(2), { root: ROOT, systemEnv, startSystem, chromiumArgs: CHROMIUM_ARGS });
process.exit(code);
