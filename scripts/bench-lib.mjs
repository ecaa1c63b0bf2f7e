// What the benchmarks share: building when a dist folder is missing, a system of their own beside npm test's,
// and a car of dealergroup-se to open a car detail page with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { remoteNames, ROOT, step, systemEnv, waitFor } from './lib.mjs';
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
 * the other benchmarks), with data in a temporary folder, once the host is ready; `stop()` ends them and removes it.
 */
export async function startBenchSystem(offset, extraEnv = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'showroom-bench-'));
  const ports = Number(process.env.TEST_PORT_BASE ?? 18000) + offset;
  const env = systemEnv({ PORT: ports + 80, SANDBOX_PORT: ports + 70, CDN_PORT: ports + 90, PARTNER_PORT: ports + 85, SANDBOX_DATA_DIR: path.join(work, 'data'), SHOWROOM_CDN_DIR: path.join(work, 'cdn'), ...extraEnv });
  const system = await startSystem(env);
  try {
    // Ready, not only up: content, search and the remote registry read, so the first page measured is not one whose
    // host has not read its registry yet on a loaded machine.
    await waitFor(`http://127.0.0.1:${env.PORT}/readyz`, 120_000);
  } catch (error) {
    system.stop();
    throw error;
  }
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

/** The Chromium flags every benchmark's browser runs with (README: Debian's chromium, headless). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

// What interactivity waits on: scripts, styles, fonts, data and the documents themselves, not images.
const BLOCKING = new Set(['document', 'script', 'stylesheet', 'font', 'fetch', 'xhr']);

/**
 * In the page: the shell, every part near the viewport and every remote slot on the page outside the parts still
 * waiting to come near have hydrated; or a slot shows
 * the section placeholder (`data-remote-error`), which never becomes ready, so measurePage stops and says which.
 */
export function composedPageReady() {
  if (document.querySelector('[data-remote-error]') !== null) return true;
  // A part far from the viewport (a content block, its slot with it) hydrates only as it comes near (ui's
  // HydrateWhenNear); the near ones have hydrated when the page is interactive. 800 px: NEAR_VIEWPORT_MARGIN.
  const far = (part) => {
    const box = part.getBoundingClientRect();
    return box.bottom < -800 || box.top > window.innerHeight + 800;
  };
  // A part that loads only when the visitor reaches for it (data-loads-when="reached", the footer) is not waited for.
  const waiting = [...document.querySelectorAll('[data-loads-when-near]:not([data-ready]):not([data-loads-when="reached"])')];
  const slots = [...document.querySelectorAll('[data-remote-slot]')].filter((slot) => !waiting.some((part) => part.contains(slot)));
  return document.documentElement.dataset.hydrated === 'true' && waiting.every(far) && slots.every((slot) => slot.hasAttribute('data-slot-ready'));
}

/** In a partner's page: every Showroom element has rendered into its shadow root. */
export function embedsReady() {
  const embeds = [...document.querySelectorAll('*')].filter((el) => el.tagName.startsWith('SHOWROOM-'));
  return embeds.length > 0 && embeds.every((el) => (el.shadowRoot?.querySelector('[data-slot-ready], h1, h2, form, article') ?? null) !== null);
}

/**
 * Loads `url` in a fresh context of a Playwright `browser` until `ready` holds in the page: its scripts (raw and
 * gzip bytes, per file), the requests started before it was ready (perf/budgets.json counts these), and the bytes
 * that crossed the wire.
 */
export async function measurePage(browser, url, ready = composedPageReady) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  const started = [];
  const transfers = [];
  page.on('request', (request) => {
    if (BLOCKING.has(request.resourceType())) started.push(Date.now());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => Object.assign(body, { url: response.url() }), () => Buffer.alloc(0)));
  });
  // What actually crossed the wire (compressed where the server compressed), for every response of the page.
  page.on('requestfinished', (request) => transfers.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize, () => 0)));
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 30_000 });
  const interactiveAt = Date.now();
  const failed = await page.evaluate(() => [...document.querySelectorAll('[data-remote-error]')].map((el) => el.getAttribute('data-remote-error')));
  if (failed.length > 0) {
    await context.close();
    throw new Error(`${url}: the section of ${failed.join(', ')} shows the error placeholder, so the page cannot be measured`);
  }
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  const transferred = (await Promise.all(transfers)).reduce((sum, n) => sum + n, 0);
  await context.close();
  const files = bodies.map((b) => ({ url: new URL(b.url ?? 'about:blank').pathname, raw: b.length, gzip: zlib.gzipSync(b, { level: 6 }).length })).sort((a, b) => b.gzip - a.gzip);
  return {
    requests: started.filter((at) => at <= interactiveAt).length,
    scripts: bodies.length,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    files,
    transferred,
  };
}

/**
 * One Lighthouse run (its default mobile preset: a mid-range phone, 4x CPU slowdown, slow 4G) of `url` in the Chrome
 * on `port`: score (0-100), FCP and LCP (s), CLS, TBT (ms), the scripts transferred (kB), and the report itself.
 * `throttling` is Lighthouse's throttlingMethod: 'simulate' (its default) or 'devtools' (really throttled).
 */
export async function lighthouseAudit(url, port, throttling = 'simulate', attempts = 3) {
  const { default: lighthouse } = await import('lighthouse');
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: throttling });
  // Now and then a run measures nothing (score 0, every figure n/a) while the page works: said, then run again, so
  // one empty run does not stand in a median of one (bench:monolith's home on 2026-11-28).
  if (lhr.runtimeError || lhr.categories.performance.score === null) {
    console.warn(`  lighthouse: no figures for ${url} (${lhr.runtimeError?.code ?? 'no score'}: ${lhr.runtimeError?.message ?? ''})${attempts > 1 ? ', run again' : ''}`);
    if (attempts > 1) return lighthouseAudit(url, port, throttling, attempts - 1);
  }
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
    lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    // Lighthouse's measure of this machine's CPU during the run (it warns below 1000, a mid-range phone's score at 4x):
    // the figures of two runs compare only when their machines were as fast.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    lhr,
  };
}

/** The median of some numbers (the mean of the middle two for an even count; NaN for none). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median of each figure over several audits of one page, each figure on its own. */
export function medianAudit(audits) {
  // A run Lighthouse could not measure a figure in (NO_LCP and the like) leaves it out; none at all gives NaN.
  const median = (key) => {
    const values = audits.map((audit) => audit[key]).filter(Number.isFinite).sort((a, b) => a - b);
    return values.length ? values[Math.floor(values.length / 2)] : Number.NaN;
  };
  return { score: median('score'), fcp: median('fcp'), lcp: median('lcp'), cls: median('cls'), tbt: median('tbt'), jsKb: median('jsKb'), benchmarkIndex: median('benchmarkIndex') };
}
