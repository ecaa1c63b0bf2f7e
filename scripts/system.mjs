// Starts the whole system on this machine: sandbox, local CDN with every remote deployed, partner page, host.
import fs from 'node:fs';
import path from 'node:path';
import { remoteNames, ROOT, run, service, stopAll, waitFor } from './lib.mjs';

const tsx = path.join(ROOT, 'node_modules/.bin/tsx');

/** Deploys every built remote to the CDN folder and points the registry at it. */
export async function deployAll(env) {
  const REMOTES = await remoteNames();
  const built = REMOTES.filter((remote) => fs.existsSync(path.join(ROOT, remote, 'dist/web/mf-manifest.json')));
  for (const remote of REMOTES.filter((r) => !built.includes(r))) console.log(`(${remote} is not built; skipped)`);
  if (run('node', [path.join(ROOT, 'packages/registry/bin/deploy-all.cjs'), ...built], { env }) !== 0) throw new Error('deploy failed');
}

/** Starts the services; resolves when every one answers. Returns a stop function. */
export async function startSystem(env) {
  const children = [];
  const stop = () => stopAll(children);
  try {
    children.push(service('sandbox', tsx, [path.join(ROOT, 'packages/sandbox/src/main.ts')], env));
    children.push(service('cdn', 'node', [path.join(ROOT, 'packages/registry/bin/cdn.cjs')], env));
    await waitFor(`http://127.0.0.1:${env.CDN_PORT}/registry.json`, 30_000).catch(async () => {
      // An empty CDN has no registry yet; the server being up is enough.
      await waitFor(`http://127.0.0.1:${env.CDN_PORT}/`, 30_000).catch(() => undefined);
    });
    await deployAll(env);
    children.push(service('partner', 'node', [path.join(ROOT, 'scripts/partner-server.mjs')], env));
    await waitFor(`http://127.0.0.1:${env.SANDBOX_PORT}/healthz`, 120_000);
    children.push(service('host', 'node', [path.join(ROOT, 'host-shell/dist/server/index.js')], { NODE_ENV: 'production', ...env }));
    await waitFor(`http://127.0.0.1:${env.PORT}/healthz`, 60_000);
    await waitFor(`http://127.0.0.1:${env.PARTNER_PORT}/`, 30_000);
    return { stop, children };
  } catch (error) {
    stop();
    throw error;
  }
}
