/** The exponential backoff's settings. */
export interface BackoffSettings {
  baseMs: number;
  capMs: number;
}

/**
 * The wait before the next attempt after `failedAttempts` failures (1 or more), with full jitter: a random
 * point in [0, min(cap, base * 2^(failures-1))). Spreading the retries keeps instances that failed together
 * from calling the upstream again together. `random` is Math.random in the worker, seeded in tests.
 */
export function backoffDelayMs(failedAttempts: number, settings: BackoffSettings, random: () => number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // 2^exponent overflows to Infinity long after the cap: Math.min keeps it finite.
  const ceiling = Math.min(settings.capMs, settings.baseMs * 2 ** exponent);
  return Math.floor(random() * ceiling);
}

const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * A Retry-After header (RFC 9110 §10.2.3) as milliseconds from `now`: delay-seconds ("120") or an HTTP date
 * ("Wed, 21 Oct 2026 07:28:00 GMT"); a date in the past is 0. Anything else is undefined (ignored).
 */
export function retryAfterMs(header: string | undefined, now: Date): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d{1,10}$/.test(value)) return Number(value) * 1000;
  if (!HTTP_DATE.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}
