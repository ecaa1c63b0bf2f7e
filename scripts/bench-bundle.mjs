// npm run bench:bundle: the cold build time and one remote's rebuild after a one-line change, then per page the JavaScript a visitor downloads (raw and gzip) and
// the requests made before the page is interactive, measured in Chromium against the started system; then each
// page against its ceiling in perf/budgets.json, exiting non-zero over one. npm test runs it (-- --no-build) on
// its own build, so a change that makes a page heavier fails CI.
import fs from 'node:fs';
import path from 'node:path';
import { remoteNames, ROOT, step } from './lib.mjs';
import { ensureChromium, CHROMIUM } from './ensure-chromium.mjs';
import { CHROMIUM_ARGS, composedPageReady, embedsReady, firstCar, measurePage, startBenchSystem } from './bench-lib.mjs';

ensureChromium();
const { chromium } = await import(path.join(ROOT, 'node_modules/playwright-core/index.mjs'));

// `-- --files` also lists each page's scripts with their gzip size (to find what grew); `-- --no-build`
// measures the builds already in dist/ (no cold build time then).
// `-- --ratchet` lowers each ceiling to what was measured (never below the budget, never up).
const showFiles = process.argv.includes('--files');
const noBuild = process.argv.includes('--no-build');
const ratchet = process.argv.includes('--ratchet');
const BUDGETS_FILE = path.join(ROOT, 'perf', 'budgets.json');
const budgets = JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8'));

// mfe-dealers' build through turbo, which builds only that remote: the remote whose rebuild the bench times.
const BUILD_DEALERS = ['turbo', 'run', 'build', '--filter=mfe-dealers', '--output-logs=errors-only'];

// Cold: no turbo cache, no previous output, no webpack cache (packages/webpack-config/src/buildCache.cjs).
let build = { seconds: undefined };
if (!noBuild) {
  for (const dir of ['host-shell', ...(await remoteNames())]) {
    fs.rmSync(path.join(ROOT, dir, 'dist'), { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, dir, 'node_modules/.cache/webpack'), { recursive: true, force: true });
  }
  const noCache = { env: { SHOWROOM_BUILD_CACHE: 'off' } };
  build = step('cold build (npm run build, no cache)', 'npx', ['turbo', 'run', 'build', '--force', '--output-logs=errors-only'], noCache);
  // One remote's rebuild after a one-line change, as a team deploying its remote waits for it: built through turbo
  // (which rebuilds only that remote), as the build runs by default and with the webpack cache a team's pipeline can
  // keep (SHOWROOM_BUILD_CACHE=on, primed by one build first). The line is code that reaches the remote's bundles, so
  // the rebuild has something to do; the bench checks it did.
  const withCache = { env: { SHOWROOM_BUILD_CACHE: 'on' } };
  step('prime mfe-dealers\' webpack cache (not timed)', 'npx', [...BUILD_DEALERS, '--force'], withCache);
  build.remoteSeconds = rebuildAfterOneLineChange('without the webpack cache', noCache);
  build.remoteCachedSeconds = rebuildAfterOneLineChange('with the webpack cache', withCache);
  // Back to the committed source, so the build measured below is the one in git.
  step('rebuild mfe-dealers as committed', 'npx', BUILD_DEALERS, noCache);
}

/** Seconds to rebuild mfe-dealers through turbo after one line of its DealerList module changed; the line is checked to be in its bundles. */
function rebuildAfterOneLineChange(label, options) {
  const changed = path.join(ROOT, 'mfe-dealers/src/exposed/DealerList.ts');
  const original = fs.readFileSync(changed, 'utf8');
  const marker = `bench-bundle-${Date.now()}`;
  try {
    fs.writeFileSync(changed, `${original}(globalThis as Record<string, unknown>).benchOneLineChange = '${marker}';\n`);
    const { seconds } = step(`one remote rebuilt after a one-line change (mfe-dealers, ${label})`, 'npx', BUILD_DEALERS, options);
    const web = path.join(ROOT, 'mfe-dealers/dist/web');
    if (!fs.readdirSync(web).some((file) => file.endsWith('.js') && fs.readFileSync(path.join(web, file), 'utf8').includes(marker))) {
      throw new Error(`the one-line change is not in mfe-dealers/dist/web after the rebuild ${label}`);
    }
    return seconds;
  } finally {
    fs.writeFileSync(changed, original);
  }
}

// Beside npm test's system when it moved (TEST_PORT_BASE +1000), so two checkouts can measure at once.
const system = await startBenchSystem(1000, { REGISTRY_TTL_MS: 2000 });
const { env } = system;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const measure = (url, ready) => measurePage(browser, url, ready);

try {
  const car = await firstCar(env);
  // The first dealer site of the list, for its page (mfe-dealers/SiteDetail).
  const dealer = (
    await fetch(`${env.SANDBOX_URL}/search/v1/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'sandbox-key' },
      body: JSON.stringify({ index: 'sites', site: 'dealergroup-se', limit: 1, fields: ['slug'], sort_name: 'website_sort_order_asc' }),
    }).then((r) => r.json())
  ).content[0];
  const base = `http://dealergroup-se.localhost:${env.PORT}`;
  const partner = `http://127.0.0.1:${env.PARTNER_PORT}`;
  // The pages of perf/budgets.json, on dealergroup-se (the site with every remote).
  const pages = {
    home: [`${base}/`, composedPageReady],
    'car list': [`${base}/kop-bil`, composedPageReady],
    'car detail': [`${base}/kop-bil/${car.car_id}/${car.slug}`, composedPageReady],
    dealers: [`${base}/anlaggningar`, composedPageReady],
    'dealer detail': [`${base}/anlaggningar/${encodeURIComponent(dealer.slug)}`, composedPageReady],
    'service booking': [`${base}/service-och-verkstad/boka-service`, composedPageReady],
    'tire hotel': [`${base}/dack/dackhotell`, composedPageReady],
    kits: [`${base}/tillbehor/paket`, composedPageReady],
    // dealergroup-no's lead forms: the workshop booking page (the dealer picker and the form) and the full sell-car form.
    'workshop booking': [`http://dealergroup-no.localhost:${env.PORT}/verksted/bestill-service`, composedPageReady],
    'sell car': [`http://dealergroup-no.localhost:${env.PORT}/selg-bil`, composedPageReady],
    'partner embed': [`${partner}/car?id=${car.car_id}`, embedsReady],
  };
  const measured = {};
  console.log('\npage              requests*  js files  js raw (kB)  js gzip (kB)   ceiling (kB / requests)   budget        transferred (kB)');
  for (const [name, [url, ready]] of Object.entries(pages)) {
    await measure(url, ready); // warm the server's caches; the browser context is new each time, so the browser's are cold
    const m = await measure(url, ready);
    const limit = budgets.pages[name];
    measured[name] = { jsKb: Math.ceil(m.gzip / 102.4) / 10, requests: m.requests };
    console.log(
      `${name.padEnd(16)} ${String(m.requests).padStart(9)}  ${String(m.scripts).padStart(8)}  ${(m.raw / 1024).toFixed(1).padStart(11)}  ${measured[name].jsKb.toFixed(1).padStart(12)}   ${`${limit.ceiling.jsKb} / ${limit.ceiling.requests}`.padStart(23)}   ${`${limit.budget.jsKb} / ${limit.budget.requests}`.padEnd(12)}  ${(m.transferred / 1024).toFixed(1).padStart(15)}`,
    );
    if (showFiles) for (const file of m.files) console.log(`    ${(file.gzip / 1024).toFixed(1).padStart(7)} kB  ${file.url}`);
  }
  console.log('* requests for documents, scripts, styles, fonts and data started before the page was interactive');

  // 0.3 kB of slack for what is not the code (a build id, a version in a URL); a new chunk or a dependency is more.
  const SLACK_KB = 0.3;
  const over = Object.entries(measured).flatMap(([name, m]) => {
    const { ceiling } = budgets.pages[name];
    return [
      ...(m.jsKb > ceiling.jsKb + SLACK_KB ? [`${name}: ${m.jsKb} kB of JavaScript, over its ceiling of ${ceiling.jsKb} kB`] : []),
      ...(m.requests > ceiling.requests ? [`${name}: ${m.requests} requests before interactive, over its ceiling of ${ceiling.requests}`] : []),
    ];
  });
  if (ratchet) {
    for (const [name, m] of Object.entries(measured)) {
      const page = budgets.pages[name];
      // Down to what was measured, never below the budget (reached is reached) and never up.
      page.ceiling = {
        jsKb: Math.min(page.ceiling.jsKb, Math.max(page.budget.jsKb, m.jsKb)),
        requests: Math.min(page.ceiling.requests, Math.max(page.budget.requests, m.requests)),
      };
    }
    const line = (o) => `{ "jsKb": ${o.jsKb}, "requests": ${o.requests} }`;
    const pagesJson = Object.entries(budgets.pages).map(([name, p]) => `    ${JSON.stringify(name)}: { "budget": ${line(p.budget)}, "ceiling": ${line(p.ceiling)} }`);
    fs.writeFileSync(BUDGETS_FILE, `{\n  "about": ${JSON.stringify(budgets.about)},\n  "pages": {\n${pagesJson.join(',\n')}\n  }\n}\n`);
    console.log(`ceilings lowered where the pages got lighter: ${path.relative(ROOT, BUDGETS_FILE)}`);
  }
  if (over.length) {
    console.error(`\nOver budget:\n  ${over.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nevery page within its ceiling');
  console.log(`\ncold build: ${build.seconds === undefined ? 'not measured (--no-build)' : `${build.seconds} s`} (goal <= 120 s)`);
  if (build.remoteSeconds !== undefined) {
    console.log(`one remote rebuilt after a one-line change: ${build.remoteSeconds} s, ${build.remoteCachedSeconds} s with the webpack cache (goal <= 15 s)`);
  }
} finally {
  await browser.close();
  system.stop();
}
