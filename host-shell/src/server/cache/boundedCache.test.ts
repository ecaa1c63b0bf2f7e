/** @jest-environment node */
import { BoundedCache } from './boundedCache';

describe('BoundedCache', () => {
  it('forgets the least recently used entry beyond its size', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now newer than b
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('tells onEvict of what the bound pushes out, not of what is replaced or deleted; peek is not a hit', () => {
    const evicted: string[] = [];
    const cache = new BoundedCache<string, number>(2, (key, value) => evicted.push(`${key}=${value}`));
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.peek('a')).toBe(1); // a stays the oldest
    cache.set('b', 20); // replaced: no eviction
    cache.set('c', 3);
    expect(evicted).toEqual(['a=1']);
    cache.delete('b');
    cache.evictOldest();
    expect(evicted).toEqual(['a=1', 'c=3']);
    cache.evictOldest(); // empty: nothing
    expect(evicted).toHaveLength(2);
    expect(cache.size).toBe(0);
  });
});
