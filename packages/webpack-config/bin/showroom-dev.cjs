#!/usr/bin/env node
// npm run dev -w <remote>: the remote alone, live-reloading, against the sandbox (started here when it is not running).
require('tsx/cjs/api').register();
const { spawn } = require('node:child_process');
const path = require('node:path');
const { startDevBff } = require('../src/devBff.ts');

const port = Number(process.argv[2] ?? 3000);
const root = path.resolve(__dirname, '../../..');
const sandboxUrl = (process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070').replace(/\/+$/, '');

async function healthy(url) {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function main() {
  const children = [];
  if (!(await healthy(sandboxUrl))) {
    console.log(`[dev] no sandbox at ${sandboxUrl}: starting one`);
    children.push(spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'packages/sandbox/src/main.ts')], { stdio: 'inherit', env: { ...process.env, SANDBOX_PORT: new URL(sandboxUrl).port } }));
    for (let i = 0; i < 300 && !(await healthy(sandboxUrl)); i += 1) await new Promise((r) => setTimeout(r, 200));
  }
  const bff = await startDevBff(port + 100);
  console.log(`[dev] BFF on ${bff}; remote on http://127.0.0.1:${port}/ (?site=<code>&lang=<language>)`);
  const webpack = spawn(path.join(root, 'node_modules/.bin/webpack'), ['serve', '--mode', 'development'], {
    stdio: 'inherit',
    env: { ...process.env, SHOWROOM_DEV_BFF: bff, SANDBOX_URL: sandboxUrl },
  });
  children.push(webpack);
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  webpack.on('exit', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
