// npm run bench:monolith: what Module Federation costs the pages, against the same pages built as one webpack app.
// The monolith (bench/monolith/webpack.config.cjs) is the host's own browser build without the MF plugin, each
// remote's exposed modules imported from their source (lazily, where the composed page loads them). One started
// system serves both builds: the same host renders the same HTML, and a front server per build
// (bench/monolith/frontServer.mjs) passes it through as it is or points it at the monolith's scripts.
// Per page (home, car list, car detail of dealergroup-se) and build: whether the page works (slots hydrated, no
// console errors or failed requests, a car list filter runs a search), JS gzip and requests before interactive as
// bench:bundle counts them, and Lighthouse's mobile preset (score, FCP, LCP, TBT; median of `-- --runs N`, default 1,
// the two builds' runs taken in turn so a busy machine weighs on both); then composed against monolith.
// `-- --no-build` reuses bench/monolith/dist; `-- --files` lists each page's scripts; `-- --throttling devtools`
// throttles for real instead of simulating. A report, not a gate: it exits 0 whatever the figures.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT, step } from './lib.mjs';
import { argument, buildIfMissing, CHROMIUM_ARGS, firstCar, lighthouseAudit, measurePage, medianAudit, startBenchSystem } from './bench-lib.mjs';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';
import { printComparison } from '../bench/monolith/comparisonTable.mjs';
import { startFrontServer } from '../bench/monolith/frontServer.mjs';
import { worksCheck } from '../bench/monolith/worksCheck.mjs';

const DIST = path.join(ROOT, 'bench/monolith/dist');
const runs = Number(argument('runs', 1));
const throttling = argument('throttling', 'simulate');

ensureChromium();
const { chromium } = await import(path.join(ROOT, 'node_modules/playwright-core/index.mjs'));
await buildIfMissing();
// Built every time by default: the monolith must come from the source the composed dist folders were built from.
let built = 'monolith build: not run (--no-build)';
if (!process.argv.includes('--no-build') || !fs.existsSync(path.join(DIST, 'main.js'))) {
  const { seconds } = step('monolith build (bench/monolith/dist)', 'npx', ['webpack', '--config', 'bench/monolith/webpack.config.cjs', '--mode', 'production', '--stats', 'errors-warnings']);
  built = `monolith build: ${seconds} s`;
}

// TEST_PORT_BASE + 5000, apart from npm test (+0) and the other benchmarks (+1000 to +3000); the fronts beside the host.
const system = await startBenchSystem(5000);
const hostPort = Number(system.env.PORT);
const ports = { composed: hostPort + 1, monolith: hostPort + 2 };
const fronts = await Promise.all(Object.entries(ports).map(([mode, port]) => startFrontServer({ mode, port, hostPort, distDir: DIST })));
try {
  const car = await firstCar(system.env);
  const paths = { home: '/', 'car list': '/kop-bil', 'car detail': `/kop-bil/${car.car_id}/${car.slug}` };
  const urlOf = (page, build) => `http://dealergroup-se.localhost:${ports[build]}${paths[page]}`;
  const results = Object.fromEntries(Object.keys(paths).map((page) => [page, { composed: {}, monolith: {} }]));

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const page of Object.keys(paths)) {
      for (const build of Object.keys(ports)) {
        results[page][build].works = await worksCheck(browser, urlOf(page, build), { filter: page === 'car list' });
        await measurePage(browser, urlOf(page, build)); // warms the server's caches; every context starts with a cold browser cache
        results[page][build].weight = await measurePage(browser, urlOf(page, build));
      }
    }
  } finally {
    await browser.close();
  }

  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    for (const page of Object.keys(paths)) {
      const audits = { composed: [], monolith: [] };
      for (const build of Object.keys(ports)) await lighthouseAudit(urlOf(page, build), chrome.port, throttling); // warm-up, not counted
      for (let run = 0; run < runs; run += 1) {
        for (const build of Object.keys(ports)) audits[build].push(await lighthouseAudit(urlOf(page, build), chrome.port, throttling));
      }
      for (const build of Object.keys(ports)) results[page][build].lighthouse = medianAudit(audits[build]);
    }
  } finally {
    await chrome.kill();
  }
  printComparison(results, { runs, throttling, showFiles: process.argv.includes('--files') });
  console.log(built);
} finally {
  await Promise.all(fronts.map((front) => front.close()));
  system.stop();
}
