/**
 * The last `capacity` values by key, least recently used dropped first; concurrent first requests for a key
 * share one computation. A failed computation is not kept.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, Promise<V>>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value of a key, computed first if absent. */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting makes the key the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = compute();
    this.entries.set(key, pending);
    pending.catch(() => this.entries.get(key) === pending && this.entries.delete(key));
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return pending;
  }
}
