/**
 * A Map that forgets its oldest entry beyond `max` entries (insertion order; a hit refreshes). `onEvict` hears of
 * each entry the bound (or evictOldest) pushes out, not of those replaced, deleted or cleared.
 */
export class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();
  constructor(
    private readonly max: number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  /** The value without counting it as a hit. */
  peek(key: K): V | undefined {
    return this.map.get(key);
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.evictOldest();
  }

  /** Forgets the least recently used entry. */
  evictOldest(): void {
    const oldest = this.map.entries().next();
    if (oldest.done) return;
    const [key, value] = oldest.value;
    this.map.delete(key);
    this.onEvict?.(key, value);
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}
