import { backoffDelayMs, retryAfterMs, type BackoffSettings } from './backoff';

/** What the forms upstream answered to one send; a send that got no answer throws instead. */
export interface SendResult {
  status: number;
  retryAfter?: string;
}

export interface OutcomeSettings extends BackoffSettings {
  maxAttempts: number;
  retryAfterCapMs: number;
}

export type DeliveryOutcome = { kind: 'delivered' } | { kind: 'retry'; nextAttemptAt: Date; error: string } | { kind: 'parked'; error: string };

/** 4xx answers that say "not now" rather than "never": these are retried like a 5xx. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 429]);

/**
 * What becomes of a lead after one attempt, `attempts` being its failures before it: delivered on 2xx;
 * parked at once on a 4xx that retrying cannot fix, or when this failure is its `maxAttempts`-th; else
 * due again after Retry-After (capped) when the upstream gave one, or after the jittered backoff.
 */
export function deliveryOutcome(result: SendResult | { error: string }, attempts: number, settings: OutcomeSettings, now: Date, random: () => number): DeliveryOutcome {
  if ('status' in result && result.status >= 200 && result.status < 300) return { kind: 'delivered' };
  const error = 'status' in result ? `comhub answered ${result.status}` : result.error;
  if ('status' in result && result.status >= 400 && result.status < 500 && !RETRYABLE_CLIENT_ERRORS.has(result.status)) return { kind: 'parked', error };
  const failures = attempts + 1;
  if (failures >= settings.maxAttempts) return { kind: 'parked', error: `${error} (attempt ${failures} of ${settings.maxAttempts})` };
  const asked = 'status' in result ? retryAfterMs(result.retryAfter, now) : undefined;
  const delay = asked === undefined ? backoffDelayMs(failures, settings, random) : Math.min(asked, settings.retryAfterCapMs);
  return { kind: 'retry', nextAttemptAt: new Date(now.getTime() + delay), error };
}
