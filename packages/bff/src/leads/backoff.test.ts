import { backoffDelayMs, retryAfterMs } from './backoff';
import { deliveryOutcome } from './deliveryOutcome';

const settings = { baseMs: 1000, capMs: 60_000 };
/** A "seeded" random: the values it returns, in order. */
const seeded = (...values: number[]) => () => values.shift() ?? 0;

describe('backoffDelayMs: exponential with full jitter', () => {
  it.each([
    // ceiling = min(cap, base * 2^(failures-1)); delay = floor(random * ceiling)
    [1, 0.5, 500], // 1000 * 0.5
    [2, 0.5, 1000], // 2000 * 0.5
    [3, 0.999, 3996], // floor(4000 * 0.999)
    [6, 0.5, 16_000], // 32000 * 0.5: under the cap
    [7, 0.5, 30_000], // 64000 > cap, so 60000 * 0.5
    [7, 0.999, 59_940], // the cap's side of the boundary: floor(60000 * 0.999)
    [60, 0.5, 30_000], // 2^59 stays finite under the cap
  ])('after %i failures with random %p waits %i ms', (failures, random, expected) => {
    expect(backoffDelayMs(failures, settings, seeded(random))).toBe(expected);
  });

  it('never waits the whole ceiling or less than nothing (random in [0, 1))', () => {
    expect(backoffDelayMs(1, settings, seeded(0))).toBe(0);
    expect(backoffDelayMs(1, settings, seeded(0.9999999))).toBe(999);
  });
});

describe('retryAfterMs', () => {
  const now = new Date('2026-11-02T09:00:00Z');
  it.each([
    ['120', 120_000],
    ['0', 0],
    [' 5 ', 5000],
    ['Mon, 02 Nov 2026 09:00:30 GMT', 30_000],
    ['Mon, 02 Nov 2026 08:59:59 GMT', 0], // in the past: now
    ['-5', undefined],
    ['1.5', undefined],
    ['soon', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %p as %p ms', (header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected);
  });
});

describe('deliveryOutcome', () => {
  const now = new Date('2026-11-02T09:00:00Z');
  const outcomeSettings = { ...settings, maxAttempts: 3, retryAfterCapMs: 3_600_000 };
  const later = (ms: number) => new Date(now.getTime() + ms);

  it.each([200, 202, 299])('delivered on %i', (status) => {
    expect(deliveryOutcome({ status }, 0, outcomeSettings, now, seeded(0.5))).toEqual({ kind: 'delivered' });
  });

  it.each([400, 401, 404, 413, 422, 499])('parks at once on %i (retrying cannot fix it)', (status) => {
    expect(deliveryOutcome({ status }, 0, outcomeSettings, now, seeded(0.5))).toEqual({ kind: 'parked', error: `comhub answered ${status}` });
  });

  it.each([408, 429, 500, 502, 503, 504, 300])('retries %i after the backoff', (status) => {
    // 1 failure: floor(0.5 * 1000) = 500 ms
    expect(deliveryOutcome({ status }, 0, outcomeSettings, now, seeded(0.5))).toEqual({ kind: 'retry', nextAttemptAt: later(500), error: `comhub answered ${status}` });
  });

  it('retries a send that got no answer', () => {
    expect(deliveryOutcome({ error: 'connect ECONNREFUSED' }, 1, outcomeSettings, now, seeded(0.5))).toEqual({ kind: 'retry', nextAttemptAt: later(1000), error: 'connect ECONNREFUSED' });
  });

  it('parks on the maxAttempts-th failure, not before', () => {
    // attempts counts earlier failures: 1 earlier + this = 2 < 3, retry; 2 earlier + this = 3, parked.
    expect(deliveryOutcome({ status: 503 }, 1, outcomeSettings, now, seeded(0.5)).kind).toBe('retry');
    expect(deliveryOutcome({ status: 503 }, 2, outcomeSettings, now, seeded(0.5))).toEqual({ kind: 'parked', error: 'comhub answered 503 (attempt 3 of 3)' });
  });

  it('honours Retry-After instead of the backoff, in seconds or as a date, up to its cap', () => {
    expect(deliveryOutcome({ status: 503, retryAfter: '120' }, 0, outcomeSettings, now, seeded(0.5))).toMatchObject({ kind: 'retry', nextAttemptAt: later(120_000) });
    expect(deliveryOutcome({ status: 429, retryAfter: 'Mon, 02 Nov 2026 09:10:00 GMT' }, 0, outcomeSettings, now, seeded(0.5))).toMatchObject({ nextAttemptAt: later(600_000) });
    // 3600 s is the cap: taken as given; 3601 s is held to it.
    expect(deliveryOutcome({ status: 503, retryAfter: '3600' }, 0, outcomeSettings, now, seeded(0.5))).toMatchObject({ nextAttemptAt: later(3_600_000) });
    expect(deliveryOutcome({ status: 503, retryAfter: '3601' }, 0, outcomeSettings, now, seeded(0.5))).toMatchObject({ nextAttemptAt: later(3_600_000) });
    // Unreadable: the backoff.
    expect(deliveryOutcome({ status: 503, retryAfter: 'later' }, 0, outcomeSettings, now, seeded(0.5))).toMatchObject({ nextAttemptAt: later(500) });
  });
});
