// npm run bench:lighthouse: Lighthouse (the npm package, its default mobile preset: an emulated mid-range phone,
// 4x CPU slowdown, slow 4G, simulated) in Debian's Chromium against the started system (the build in dist/),
// on the home page, the car list, a car detail page and the dealers page of dealergroup-se, and the partner page
// with one embedded car. Prints the performance score, LCP, CLS, TBT and the JavaScript transferred, each page
// the median of `-- --runs N` runs (3 by default).
import * as chromeLauncher from 'chrome-launcher';
import { argument, buildIfMissing, CHROMIUM_ARGS, firstCar, lighthouseAudit, medianAudit, startBenchSystem } from './bench-lib.mjs';
import { ensureChromium, CHROMIUM } from './ensure-chromium.mjs';

ensureChromium();
const runs = Number(argument('runs', 3));
// `-- --shifts` also lists what moved (Lighthouse's layout-shifts audit) and the LCP element, to find their causes.
const showShifts = process.argv.includes('--shifts');
// `-- --bootup` also lists, per run, the main thread's scripting time and the scripts that took most of it
// (Lighthouse's bootup-time audit), to find what blocks.
const showBootup = process.argv.includes('--bootup');
// `-- --only "car list"` measures one page.
const only = argument('only', null);

await buildIfMissing();
const system = await startBenchSystem(3000);
const { env } = system;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: CHROMIUM_ARGS,
});

async function audit(url) {
  const result = await lighthouseAudit(url, chrome.port);
  const { lhr } = result;
  if (showShifts) {
    for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) console.log(`    shift ${item.score?.toFixed(3)}  ${item.node?.snippet?.slice(0, 160) ?? ''}  ${item.node?.selector ?? ''}`);
    const lcpTable = (lhr.audits['largest-contentful-paint-element']?.details?.items ?? [])[0];
    const lcpNode = lcpTable?.items?.[0]?.node ?? lcpTable?.node;
    if (lcpNode) console.log(`    LCP element  ${lcpNode.snippet?.slice(0, 200) ?? ''}`);
    for (const phase of (lhr.audits['largest-contentful-paint-element']?.details?.items ?? [])[1]?.items ?? []) console.log(`      ${phase.phase}: ${Math.round(phase.timing)} ms`);
  }
  if (showBootup) {
    const bootup = lhr.audits['bootup-time'];
    const top = (bootup?.details?.items ?? []).slice(0, 5).map((item) => `${new URL(item.url, 'http://x').pathname.split('/').slice(-2).join('/')} ${Math.round(item.scripting)} ms`);
    console.log(`    TBT ${Math.round(result.tbt)} ms; scripting ${Math.round(bootup?.numericValue ?? 0)} ms: ${top.join(', ')}`);
  }
  return result;
}

try {
  const car = await firstCar(env);
  const base = `http://dealergroup-se.localhost:${env.PORT}`;
  const pages = {
    home: `${base}/`,
    'car list': `${base}/kop-bil`,
    'car detail': `${base}/kop-bil/${car.car_id}/${car.slug}`,
    dealers: `${base}/anlaggningar`,
    'partner embed': `http://127.0.0.1:${env.PARTNER_PORT}/car?id=${car.car_id}`,
  };
  console.log(`\nLighthouse mobile preset, median of ${runs} runs`);
  console.log('page           score   LCP (s)    CLS    TBT (ms)   JS transferred (kB)   machine (benchmarkIndex)');
  for (const [name, url] of Object.entries(pages)) {
    if (only && name !== only) continue;
    await audit(url); // warm the server's caches
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(url));
    const m = medianAudit(results);
    console.log(`${name.padEnd(13)} ${String(m.score).padStart(6)}  ${m.lcp.toFixed(2).padStart(8)}  ${m.cls.toFixed(3).padStart(6)}  ${m.tbt.toFixed(0).padStart(9)}   ${m.jsKb.toFixed(1).padStart(18)}   ${m.benchmarkIndex.toFixed(0).padStart(24)}`);
  }
  console.log('goal (issue 14): score >= 95, LCP <= 1.5 s, CLS <= 0.02, TBT <= 150 ms on each page');
  console.log("machine: Lighthouse's benchmarkIndex of this machine during the runs (median); Lighthouse warns below 1000 that a slower CPU lowers the score");
} finally {
  await chrome.kill();
  system.stop();
}
