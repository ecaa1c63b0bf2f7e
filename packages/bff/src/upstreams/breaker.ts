import CircuitBreaker from 'opossum';

/** When a breaker opens and how long it stays open (issue 20: a dead upstream is not hammered). */
export interface BreakerSettings {
  /** Share of failed calls in the rolling window above which the breaker opens (BREAKER_ERROR_PERCENT). */
  errorPercent: number;
  /** Calls the window must hold before it may open at all (BREAKER_VOLUME): "after N failures". */
  volume: number;
  /** Length of the rolling window (BREAKER_WINDOW_MS). */
  windowMs: number;
  /** How long an open breaker fails fast before one probe call is let through (BREAKER_RESET_MS). */
  resetMs: number;
}

export const DEFAULT_BREAKER: BreakerSettings = { errorPercent: 50, volume: 10, windowMs: 10_000, resetMs: 15_000 };

function setting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  const n = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(n) && n >= min ? n : fallback;
}

/** The settings from the environment; anything unreadable is the default. */
export function breakerSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): BreakerSettings {
  return {
    errorPercent: setting(env, 'BREAKER_ERROR_PERCENT', DEFAULT_BREAKER.errorPercent, 1),
    volume: Math.round(setting(env, 'BREAKER_VOLUME', DEFAULT_BREAKER.volume, 1)),
    windowMs: setting(env, 'BREAKER_WINDOW_MS', DEFAULT_BREAKER.windowMs, 100),
    resetMs: setting(env, 'BREAKER_RESET_MS', DEFAULT_BREAKER.resetMs, 1),
  };
}

/**
 * What a breaker runs: one attempt at a call. A rejection counts as a failure unless `isFailure` says otherwise
 * (a 4xx answer, the caller giving up), so only an upstream that cannot answer trips it.
 */
type Attempt = () => Promise<unknown>;

/** One breaker per upstream name, shared by every client of that upstream in this process. */
const breakers = new Map<string, CircuitBreaker<[Attempt], unknown>>();

/**
 * The breaker of upstream `name`, made on first use with `settings` (later callers share it whatever they pass:
 * two clients of one upstream see the same outage). `isFailure` decides which rejections count.
 */
export function breakerFor(name: string, isFailure: (error: unknown) => boolean, settings: BreakerSettings = breakerSettingsFromEnv()): CircuitBreaker<[Attempt], unknown> {
  let breaker = breakers.get(name);
  if (!breaker) {
    breaker = new CircuitBreaker((attempt: Attempt) => attempt(), {
      name,
      // The call's own deadline (upstreamClient) bounds it; a second timer here would only race it.
      timeout: false,
      errorThresholdPercentage: settings.errorPercent,
      volumeThreshold: settings.volume,
      rollingCountTimeout: settings.windowMs,
      rollingCountBuckets: 10,
      resetTimeout: settings.resetMs,
      rollingPercentilesEnabled: false,
      enableSnapshots: false,
      // opossum's errorFilter: true means "not a failure" (the call still rejects, but the breaker counts a success).
      errorFilter: (error: unknown) => !isFailure(error),
    });
    breakers.set(name, breaker);
  }
  return breaker;
}

/** Whether `error` is the breaker refusing a call (open, or half-open with its probe already out). */
export function isBreakerRefusal(error: unknown): boolean {
  return error instanceof Error && CircuitBreaker.isOurError(error);
}

/** Each upstream's breaker state, for /readyz and logs. */
export function breakerStates(): Record<string, 'closed' | 'open' | 'half-open'> {
  return Object.fromEntries([...breakers].map(([name, b]) => [name, b.halfOpen ? 'half-open' : b.opened ? 'open' : 'closed']));
}

/**
 * Forgets every breaker (and its counts): the next call of each upstream makes a fresh, closed one. For tests, and
 * for the test system's fault switch (a fault turned off must not leave a breaker open for the next test).
 */
export function resetBreakers(): void {
  for (const breaker of breakers.values()) breaker.shutdown();
  breakers.clear();
}
