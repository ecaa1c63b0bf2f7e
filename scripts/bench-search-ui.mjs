// npm run bench:search-ui: the time from a filter change to the updated results painted in Chromium,
// median (and p90) over 20 changes, on the default 5,000-car sandbox and on 100,000 cars.
// Needs built output (npm run build, or a previous npm start / npm test).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, systemEnv } from './lib.mjs';
import { ensureChromium, CHROMIUM } from './ensure-chromium.mjs';
import { startSystem } from './system.mjs';

ensureChromium();
const { chromium } = await import(path.join(ROOT, 'node_modules/playwright-core/index.mjs'));
const CHANGES = 20;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function run(cars) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'showroom-bench-ui-'));
  const env = systemEnv({
    PORT: 19180, SANDBOX_PORT: 19170, CDN_PORT: 19190, PARTNER_PORT: 19185,
    SANDBOX_DATA_DIR: path.join(work, 'data'), SHOWROOM_CDN_DIR: path.join(work, 'cdn'),
    SANDBOX_CARS: cars, REGISTRY_TTL_MS: 2000,
    // Every change must reach the search service: no BFF cache between the 20 changes.
    SEARCH_CACHE_MS: 0,
  });
  const started = Date.now();
  const system = await startSystem(env);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`http://dealergroup-se.localhost:${env.PORT}/kop-bil`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const times = [];
    for (let i = 0; i < CHANGES; i++) {
      // Alternate ticking and unticking the first brands, so each change is a new search.
      const ms = await page.evaluate(async ({ index }) => {
        const target = document.querySelectorAll('section[aria-labelledby="car-list-heading"] input[type="checkbox"]:not([disabled])')[index];
        const before = document.querySelector('[data-count-text]')?.textContent ?? '';
        const t0 = performance.now();
        target.click();
        // Done when the list has gone busy and come back with the new results, then one frame painted.
        await new Promise((resolve, reject) => {
          let sawPending = false;
          const check = () => {
            const busy = document.querySelector('[data-list-status="pending"]') !== null;
            sawPending ||= busy;
            // A very fast answer may come back between two frames: a new count text counts too.
            const changed = (document.querySelector('[data-count-text]')?.textContent ?? '') !== before;
            if ((sawPending || changed) && !busy) requestAnimationFrame(() => resolve());
            else if (performance.now() - t0 > 30000) reject(new Error('no result within 30 s'));
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
        return performance.now() - t0;
      }, { index: i % 4 });
      times.push(ms);
    }
    return { cars, startSeconds: ((Date.now() - started) / 1000).toFixed(1), median: percentile(times, 50), p90: percentile(times, 90) };
  } finally {
    await browser.close();
    system.stop();
  }
}

const sizes = process.argv.includes('--small-only') ? [5000] : [5000, 100000];
const results = [];
for (const cars of sizes) results.push(await run(cars));
console.log('\ncars      system start  change->painted median  p90');
for (const r of results) console.log(`${String(r.cars).padEnd(9)} ${`${r.startSeconds} s`.padStart(12)}  ${`${r.median.toFixed(1)} ms`.padStart(22)}  ${r.p90.toFixed(1)} ms`);
process.exit(0);
