import type { EventCounter } from './eventCounter';

/** Keys kept before the oldest are dropped, so a flood of distinct keys cannot exhaust memory. */
const MAX_KEYS = 100_000;

/** The event counter of one process (the default for `npm start`). */
export class MemoryEventCounter implements EventCounter {
  private readonly events = new Map<string, number[]>();
  private readonly notes = new Map<string, { value: string; expiresAt: number }>();

  async record(key: string, windowMs: number, now: number): Promise<number> {
    const kept = this.inWindow(key, windowMs, now);
    kept.push(now);
    this.events.delete(key);
    this.events.set(key, kept);
    if (this.events.size > MAX_KEYS) this.events.delete(this.events.keys().next().value as string);
    return kept.length;
  }

  async count(key: string, windowMs: number, now: number): Promise<number> {
    return this.inWindow(key, windowMs, now).length;
  }

  async remember(key: string, value: string, ttlMs: number, now: number): Promise<void> {
    this.notes.set(key, { value, expiresAt: now + ttlMs });
    if (this.notes.size > MAX_KEYS) this.notes.delete(this.notes.keys().next().value as string);
  }

  async recall(key: string, now: number): Promise<string | undefined> {
    const note = this.notes.get(key);
    return note && now < note.expiresAt ? note.value : undefined;
  }

  async close(): Promise<void> {}

  // An event exactly windowMs old has left the window: "5 per 15 minutes" frees a slot at 15:00.
  private inWindow(key: string, windowMs: number, now: number): number[] {
    return (this.events.get(key) ?? []).filter((at) => at > now - windowMs);
  }
}
