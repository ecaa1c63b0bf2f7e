/** @jest-environment node */
import { BoundedCache } from './tileCache';

describe('BoundedCache', () => {
  it('computes a key once and drops the least recently used beyond its capacity', async () => {
    const cache = new BoundedCache<string>(2);
    const compute = jest.fn(async () => 'v');
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('a', compute); // a is now the most recently used, b the least
    await cache.get('c', compute); // over capacity: b goes
    expect(compute).toHaveBeenCalledTimes(3);
    expect(cache.size).toBe(2);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.get('b', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('shares one computation between concurrent first requests and forgets a failure', async () => {
    const cache = new BoundedCache<string>(4);
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('boom'));
    };
    await expect(Promise.all([cache.get('k', failing), cache.get('k', failing)])).rejects.toThrow('boom');
    expect(calls).toBe(1);
    await Promise.resolve();
    expect(cache.size).toBe(0);
    await expect(cache.get('k', async () => 'ok')).resolves.toBe('ok');
  });
});
