import { BoundedCache } from '../cache/boundedCache';

/**
 * The last good answer per key, for at most `maxAgeMs` and at most `maxEntries` keys (least recently used out
 * first): what a content outage is answered from. Bounded both ways, so a crawler walking every path cannot make
 * it grow and a copy older than the bound is never shown.
 */
export class LastGood<T> {
  // The LRU bound is BoundedCache's (a hit refreshes, the least recently used goes first); the age bound is this class's.
  private readonly entries: BoundedCache<string, { value: T; at: number }>;

  constructor(
    maxEntries: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new BoundedCache(maxEntries);
  }

  set(key: string, value: T): void {
    this.entries.set(key, { value, at: this.now() });
  }

  /** The copy and its age, if one younger than maxAgeMs is kept; an older one is dropped. */
  get(key: string): { value: T; ageMs: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const ageMs = this.now() - entry.at;
    if (ageMs > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return { value: entry.value, ageMs };
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
