import assert from 'node:assert/strict';
import { test } from 'node:test';
import { medianAudit } from './bench-lib.mjs';

const audit = (fcp, lcp, benchmarkIndex = 800) => ({ score: 90, fcp, lcp, cls: 0, tbt: 100, jsKb: 150, benchmarkIndex });

test('the median of each figure over the runs, each on its own', () => {
  // fcp 1.2, 0.9, 1.0 -> sorted 0.9, 1.0, 1.2 -> 1.0; lcp 2.0, 3.0, 1.0 -> 1.0, 2.0, 3.0 -> 2.0
  const m = medianAudit([audit(1.2, 2.0), audit(0.9, 3.0), audit(1.0, 1.0)]);
  assert.equal(m.fcp, 1.0);
  assert.equal(m.lcp, 2.0);
});

test("the machine's benchmarkIndex is a median of its own, and a run without one is left out", () => {
  // 700, NaN (left out), 900, 650 -> 650, 700, 900 -> 700
  assert.equal(medianAudit([audit(1, 1, 700), audit(1, 1, Number.NaN), audit(1, 1, 900), audit(1, 1, 650)]).benchmarkIndex, 700);
});

// Lighthouse leaves a figure out of a run it could not measure it in (NO_LCP): bench:monolith then crashed printing it.
test('a run without a figure is left out of that figure; no run with it gives NaN, not undefined', () => {
  // lcp NaN, 2.5, undefined -> 2.5 alone
  assert.equal(medianAudit([audit(1.0, Number.NaN), audit(1.1, 2.5), audit(0.8, undefined)]).lcp, 2.5);
  assert.ok(Number.isNaN(medianAudit([audit(1.0, undefined), audit(1.1, Number.NaN)]).lcp));
  assert.ok(Number.isNaN(medianAudit([]).fcp));
});
