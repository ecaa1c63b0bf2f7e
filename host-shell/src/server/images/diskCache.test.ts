/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DiskCache } from './diskCache';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const filesIn = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.bin'));
const kb = (n: number, fill: number) => Buffer.alloc(n * 1024, fill);

describe('the image disk cache', () => {
  it('evicts the least recently used files once the total passes the size limit', async () => {
    const dir = tempDir();
    // 10 kB room: four 3 kB images do not fit, three do.
    const cache = await DiskCache.open(dir, 10 * 1024);
    await cache.set('a', kb(3, 1));
    await cache.set('b', kb(3, 2));
    await cache.set('c', kb(3, 3));
    // a is used, so b is now the least recently used.
    expect(await cache.get('a')).toEqual(kb(3, 1));
    await cache.set('d', kb(3, 4));
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toEqual(kb(3, 1));
    expect(await cache.get('c')).toEqual(kb(3, 3));
    expect(await cache.get('d')).toEqual(kb(3, 4));
    expect(cache.size).toBe(9 * 1024);
    expect(filesIn(dir)).toHaveLength(3);
  });

  it('counts by size, not by entries: one large file pushes out several small ones', async () => {
    const dir = tempDir();
    const cache = await DiskCache.open(dir, 10 * 1024);
    for (const key of ['a', 'b', 'c', 'd']) await cache.set(key, kb(2, 1));
    await cache.set('big', kb(7, 9));
    // 8 + 7 = 15 kB: a, b and c (6 kB, the oldest) go; d (2) + big (7) = 9 kB stay.
    expect(await Promise.all(['a', 'b', 'c', 'd', 'big'].map(async (k) => (await cache.get(k)) !== undefined))).toEqual([false, false, false, true, true]);
    expect(filesIn(dir)).toHaveLength(2);
  });

  it('never keeps a file larger than the whole cache', async () => {
    const cache = await DiskCache.open(tempDir(), 4 * 1024);
    await cache.set('huge', kb(5, 1));
    expect(await cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('takes in what a previous start left, within the limit, oldest out first', async () => {
    const dir = tempDir();
    const first = await DiskCache.open(dir, 100 * 1024);
    await first.set('old', kb(4, 1));
    fs.utimesSync(path.join(dir, filesIn(dir)[0]!), new Date(2020, 0, 1), new Date(2020, 0, 1));
    await first.set('new', kb(4, 2));
    const second = await DiskCache.open(dir, 6 * 1024);
    expect(await second.get('new')).toEqual(kb(4, 2));
    expect(await second.get('old')).toBeUndefined();
    expect(filesIn(dir)).toHaveLength(1);
  });

  it('treats a file deleted behind its back as a miss', async () => {
    const dir = tempDir();
    const cache = await DiskCache.open(dir, 10 * 1024);
    await cache.set('a', kb(1, 1));
    for (const f of filesIn(dir)) fs.rmSync(path.join(dir, f));
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
