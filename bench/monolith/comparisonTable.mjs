// The printed comparison of bench:monolith: per page, a row per build and one of composed against monolith.

const kb = (bytes) => (bytes / 1024).toFixed(1);
// A figure Lighthouse did not measure in any run prints as n/a, and so does a ratio or difference with it.
const fixed = (n, digits) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const signed = (n) => (Number.isFinite(n) ? `${n >= 0 ? '+' : ''}${n.toFixed(0)}` : 'n/a');
const COLUMNS = [['page', -11], ['build', -18], ['JS gzip (kB)', 12], ['requests*', 9], ['score', 5], ['FCP (s)', 7], ['LCP (s)', 7], ['TBT (ms)', 8], ['works', -5]];
const row = (cells) => cells.map((text, i) => (COLUMNS[i][1] < 0 ? String(text).padEnd(-COLUMNS[i][1]) : String(text).padStart(COLUMNS[i][1]))).join('  ').trimEnd();

/**
 * `results[page][build]`: { weight: measurePage(), lighthouse: medianAudit(), works: worksCheck() } (scripts/bench-lib.mjs, worksCheck.mjs).
 * Ratios for bytes and times, differences for counts, score and TBT (a ratio of two small TBTs says little).
 */
export function printComparison(results, { runs, throttling, showFiles }) {
  console.log(`\nComposed (Module Federation) against a monolith of the same source, dealergroup-se; Lighthouse mobile preset (${throttling}), median of ${runs}`);
  console.log(row(COLUMNS.map(([title]) => title)));
  const verdicts = [];
  for (const [page, builds] of Object.entries(results)) {
    const { composed: c, monolith: m } = builds;
    for (const [build, r] of Object.entries(builds)) {
      const n = r.works.problems.length;
      const works = n === 0 ? 'yes' : `NO (${n} problem${n === 1 ? '' : 's'}, below)`;
      const lh = r.lighthouse;
      console.log(row([build === 'composed' ? page : '', build, kb(r.weight.gzip), r.weight.requests, fixed(lh.score, 0), fixed(lh.fcp, 2), fixed(lh.lcp, 2), fixed(lh.tbt, 0), works]));
    }
    const bytes = c.weight.gzip / m.weight.gzip;
    const extra = c.weight.requests - m.weight.requests;
    const [lc, lm] = [c.lighthouse, m.lighthouse];
    console.log(row(['', 'composed/monolith', `${bytes.toFixed(2)}x`, signed(extra), signed(lc.score - lm.score), `${fixed(lc.fcp / lm.fcp, 2)}x`, `${fixed(lc.lcp / lm.lcp, 2)}x`, signed(lc.tbt - lm.tbt), '']));
    verdicts.push(`${page} ${bytes <= 1.1 && extra <= 3 ? 'met' : 'NOT met'} (${bytes.toFixed(2)}x, ${signed(extra)})`);
  }
  console.log('* requests for documents, scripts, styles, fonts and data started before the page was interactive (as bench:bundle counts them)');
  if (throttling === 'simulate') {
    console.log("  Simulated LCP charges a page for every request that finished before the paint seen unthrottled: a build whose script arrives sooner can get a later LCP it would not have (compare FCP; -- --throttling devtools measures instead).");
  }
  console.log(`goal (issue 14): composed/monolith <= 1.10x JS gzip and <= +3 requests: ${verdicts.join('; ')}`);
  for (const [page, builds] of Object.entries(results)) {
    for (const [build, r] of Object.entries(builds)) {
      if (r.works.did) console.log(`${page}, ${build}: ${r.works.did}`);
      for (const problem of r.works.problems) console.log(`${page}, ${build}: ${problem}`);
      if (showFiles) console.log(`${page}, ${build}: scripts\n${r.weight.files.map((file) => `    ${kb(file.gzip).padStart(7)} kB  ${file.url}`).join('\n')}`);
    }
  }
}
