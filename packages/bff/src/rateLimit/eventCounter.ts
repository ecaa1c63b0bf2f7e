/**
 * Counts events per key over a sliding window, and keeps short-lived notes (which phone a login
 * token belongs to). One instance in memory; the Redis one shares the counts between BFF instances.
 */
export interface EventCounter {
  /** Records one event for `key` at `now` and answers how many fall in the window ending at `now`, this one included. */
  record(key: string, windowMs: number, now: number): Promise<number>;
  /** How many events for `key` fall in the window ending at `now`. */
  count(key: string, windowMs: number, now: number): Promise<number>;
  /** Keeps `value` under `key` for `ttlMs`. */
  remember(key: string, value: string, ttlMs: number, now: number): Promise<void>;
  /** The value kept under `key`, if it has not expired. */
  recall(key: string, now: number): Promise<string | undefined>;
  close(): Promise<void>;
}
