import { clamp, nearest, roundToNearest } from './range';

describe('range helpers', () => {
  it('clamps, and turns NaN into the minimum', () => {
    expect(clamp(5, 1, 10)).toBe(5);
    expect(clamp(-5, 1, 10)).toBe(1);
    expect(clamp(50, 1, 10)).toBe(10);
    expect(clamp(Number.NaN, 1, 10)).toBe(1);
  });

  it('rounds to the nearest multiple', () => {
    expect(roundToNearest(124_950, 1000)).toBe(125_000);
    expect(roundToNearest(124_450, 1000)).toBe(124_000);
    expect(roundToNearest(124_500, 1000)).toBe(125_000);
  });

  it('finds the nearest list entry, the smaller on a tie', () => {
    expect(nearest(7, [1, 5, 10])).toBe(5);
    expect(nearest(8, [1, 5, 10])).toBe(10);
    expect(nearest(7.5, [10, 5, 1])).toBe(5);
    expect(() => nearest(1, [])).toThrow();
  });
});
