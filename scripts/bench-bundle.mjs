// npm run bench:bundle: the cold build time, then per page (home, car list, car detail) the JavaScript a
// visitor downloads (raw and gzip) and the number of requests, measured in Chromium against the started system.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { remoteNames, ROOT, step, systemEnv } from './lib.mjs';
import { ensureChromium, CHROMIUM } from './ensure-chromium.mjs';
import { startSystem } from './system.mjs';

ensureChromium();
const { chromium } = await import(path.join(ROOT, 'node_modules/playwright-core/index.mjs'));

// `-- --files` also lists each page's scripts with their gzip size (to find what grew); `-- --no-build`
// measures the builds already in dist/ (no cold build time then).
const showFiles = process.argv.includes('--files');
const noBuild = process.argv.includes('--no-build');

// Cold: no turbo cache, no previous output.
let build = { seconds: 'not measured (--no-build)' };
if (!noBuild) {
  for (const dir of ['host-shell', ...(await remoteNames())]) {
    fs.rmSync(path.join(ROOT, dir, 'dist'), { recursive: true, force: true });
  }
  build = step('cold build (npm run build, no cache)', 'npx', ['turbo', 'run', 'build', '--force', '--output-logs=errors-only']);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'showroom-bench-'));
const env = systemEnv({ PORT: 19080, SANDBOX_PORT: 19070, CDN_PORT: 19090, PARTNER_PORT: 19085, SANDBOX_DATA_DIR: path.join(work, 'data'), SHOWROOM_CDN_DIR: path.join(work, 'cdn'), REGISTRY_TTL_MS: 2000 });
const system = await startSystem(env);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function measure(url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => Object.assign(body, { url: response.url() }), () => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts);
  const raw = bodies.reduce((sum, b) => sum + b.length, 0);
  const gzip = bodies.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 6 }).length, 0);
  await context.close();
  const files = bodies.map((b) => ({ url: new URL(b.url ?? 'about:blank').pathname, gzip: zlib.gzipSync(b, { level: 6 }).length })).sort((a, b) => b.gzip - a.gzip);
  return { requests, scripts: bodies.length, raw, gzip, files };
}

try {
  const search = await fetch(`${env.SANDBOX_URL}/search/v1/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'sandbox-key' },
    body: JSON.stringify({ index: 'cars', site: 'dealergroup-se', limit: 1, fields: ['car_id', 'slug'] }),
  }).then((r) => r.json());
  const car = search.content[0];
  const base = `http://dealergroup-se.localhost:${env.PORT}`;
  const pages = { home: `${base}/`, 'car list': `${base}/kop-bil`, 'car detail': `${base}/kop-bil/${car.car_id}/${car.slug}` };
  console.log('\npage         requests  js files  js raw (kB)  js gzip (kB)');
  for (const [name, url] of Object.entries(pages)) {
    await measure(url); // warm the server's caches; the browser context is new each time, so the browser's are cold
    const m = await measure(url);
    console.log(`${name.padEnd(12)} ${String(m.requests).padStart(8)}  ${String(m.scripts).padStart(8)}  ${(m.raw / 1024).toFixed(1).padStart(11)}  ${(m.gzip / 1024).toFixed(1).padStart(12)}`);
    if (showFiles) for (const file of m.files) console.log(`    ${(file.gzip / 1024).toFixed(1).padStart(7)} kB  ${file.url}`);
  }
  console.log(`\ncold build: ${build.seconds} s`);
} finally {
  await browser.close();
  system.stop();
}
