import { Bitset, popcount } from './bitset';

const members = (set: Bitset) => [...set.toArray()];

describe('Bitset', () => {
  it('holds what was added, across word boundaries', () => {
    const set = Bitset.of(70, [0, 5, 31, 32, 63, 64, 69]);
    expect(members(set)).toEqual([0, 5, 31, 32, 63, 64, 69]);
    expect(set.has(31)).toBe(true);
    expect(set.has(30)).toBe(false);
    expect(set.count()).toBe(7);
    expect(set.words.length).toBe(3);
  });

  it('full() stops at size, so the last word is not over-counted', () => {
    expect(Bitset.full(33).count()).toBe(33);
    expect(members(Bitset.full(33)).slice(-2)).toEqual([31, 32]);
    expect(Bitset.full(32).count()).toBe(32);
    expect(Bitset.full(63).words[1]).toBe(0x7fffffff);
    expect(Bitset.full(0).count()).toBe(0);
  });

  it('intersects, unites and subtracts in place', () => {
    const a = () => Bitset.of(40, [1, 2, 3, 33, 39]);
    const b = Bitset.of(40, [2, 3, 4, 39]);
    expect(members(a().and(b))).toEqual([2, 3, 39]);
    expect(members(a().or(b))).toEqual([1, 2, 3, 4, 33, 39]);
    expect(members(a().andNot(b))).toEqual([1, 33]);
    expect(members(Bitset.full(40).andNot(a())).length).toBe(35);
  });

  it('clone() is independent of the original', () => {
    const original = Bitset.of(10, [1]);
    const copy = original.clone();
    copy.add(2);
    expect(members(original)).toEqual([1]);
    expect(members(copy)).toEqual([1, 2]);
  });

  it('slice() skips and limits in ascending order, whole words at a time', () => {
    const set = Bitset.of(100, [3, 10, 31, 32, 40, 64, 65, 99]);
    expect(set.slice(0, 3)).toEqual([3, 10, 31]);
    expect(set.slice(2, 3)).toEqual([31, 32, 40]);
    // Words 0 and 1 (3 + 2 members) are skipped by their counts.
    expect(set.slice(5, 10)).toEqual([64, 65, 99]);
    // Word 0 is skipped by its count, then 32 bit by bit within word 1.
    expect(set.slice(4, 2)).toEqual([40, 64]);
    expect(set.slice(8, 10)).toEqual([]);
    expect(set.slice(0, 0)).toEqual([]);
  });

  it('counts bits of a word', () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(0b1011)).toBe(3);
    expect(popcount(0xffffffff)).toBe(32);
    expect(popcount(0x80000001)).toBe(2);
  });
});
