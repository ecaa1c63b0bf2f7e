import { wrapIndex } from './slideIndex';

describe('wrapIndex', () => {
  it('keeps indexes in range and loops both ways', () => {
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(3, 3)).toBe(0); // next after the last is the first
    expect(wrapIndex(-1, 3)).toBe(2); // previous before the first is the last
    expect(wrapIndex(7, 3)).toBe(1); // 7 = 2×3 + 1
  });

  it('is 0 without slides', () => {
    expect(wrapIndex(2, 0)).toBe(0);
  });
});
