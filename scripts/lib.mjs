// Small process helpers shared by start, test and bench. Plain Node so they run before anything is built.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The remotes, from the one list (the module catalogue in packages/contracts); only once installed (it needs tsx). */
export async function remoteNames() {
  const tsx = createRequire(import.meta.url)('tsx/cjs/api');
  return [...tsx.require('@showroom/contracts', fileURLToPath(import.meta.url)).REMOTE_NAMES];
}

/** Runs a command to completion with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options, env: { ...process.env, ...options.env } });
  return result.status ?? 1;
}

/** Runs a command and prints how long it took; exits the process when it fails unless told not to. */
export function step(label, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  const code = run(command, args, options);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s`);
  if (code !== 0 && !options.keepGoing) process.exit(code);
  return { code, seconds: Number(seconds) };
}

/** Starts a long-running service; its output goes to the console with a prefix. */
export function service(name, command, args, env = {}, cwd = ROOT) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).forEach((line) => console.log(`[${name}] ${line}`));
  child.stdout.on('data', prefix);
  child.stderr.on('data', prefix);
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.log(`[${name}] exited (${signal ?? code})`);
  });
  return child;
}

/** Stops services started with `service`. */
export function stopAll(children) {
  for (const child of children) {
    child.stopping = true;
    if (child.exitCode === null) child.kill('SIGTERM');
  }
}

/** Waits until `url` answers 2xx, polling every 200 ms, for at most `timeoutMs`; the error names its last answer. */
export async function waitFor(url, timeoutMs = 60_000, headers = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `${response.status} ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s (last: ${last})`);
}

/** The ports and URLs of one running system. */
export function systemEnv(base = {}) {
  const port = (name, fallback) => Number(base[name] ?? process.env[name] ?? fallback);
  const ports = { PORT: port('PORT', 8080), SANDBOX_PORT: port('SANDBOX_PORT', 8070), CDN_PORT: port('CDN_PORT', 8090), PARTNER_PORT: port('PARTNER_PORT', 8085) };
  return {
    ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
    SANDBOX_URL: `http://127.0.0.1:${ports.SANDBOX_PORT}`,
    SHOWROOM_CDN_URL: `http://127.0.0.1:${ports.CDN_PORT}`,
    REMOTE_REGISTRY_URL: `http://127.0.0.1:${ports.CDN_PORT}/registry.json`,
    // The host runs as in production; on this machine each site's public origin is <code>.localhost.
    SITE_ORIGIN_TEMPLATE: `http://{code}.localhost:${ports.PORT}`,
    PARTNER_ORIGINS: [`http://127.0.0.1:${ports.PARTNER_PORT}`, `http://localhost:${ports.PARTNER_PORT}`, `http://partner.localhost:${ports.PARTNER_PORT}`].join(','),
    ...Object.fromEntries(Object.entries(base).map(([k, v]) => [k, String(v)])),
  };
}
