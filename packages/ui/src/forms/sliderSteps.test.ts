import { isSliderKey, nextSliderValue, sliderStep, snapTowards, spanFraction } from './sliderSteps';

describe('sliderStep', () => {
  it.each([
    // 850000 / 100 = 8500 -> next of 1, 2, 5 x 10^3 at or above it is 10000
    [{ min: 50000, max: 900000 }, 10000],
    // 300 / 100 = 3 -> 5
    [{ min: 70, max: 370 }, 5],
    // 2000 / 100 = 20 -> 20
    [{ min: 0, max: 2000 }, 20],
    // 9 / 100 < 1 -> 1
    [{ min: 1, max: 10 }, 1],
  ])('%j -> %p', (span, expected) => {
    expect(sliderStep(span)).toBe(expected);
  });
});

describe('nextSliderValue', () => {
  // step 1000, reachable 5300..90000
  const move = (key: string, value: number) => nextSliderValue(key, value, 5300, 90000, 1000);

  it('moves arrows to the next round value', () => {
    expect(move('ArrowRight', 12000)).toBe(13000);
    expect(move('ArrowUp', 12345)).toBe(13000);
    expect(move('ArrowLeft', 12000)).toBe(11000);
    expect(move('ArrowDown', 12345)).toBe(12000);
  });

  it('moves PageUp/PageDown ten steps to round values', () => {
    expect(move('PageUp', 12345)).toBe(20000);
    expect(move('PageDown', 12345)).toBe(10000);
  });

  it('goes to the reachable ends with Home/End and stops at them', () => {
    expect(move('Home', 12345)).toBe(5300);
    expect(move('End', 12345)).toBe(90000);
    expect(move('ArrowLeft', 5800)).toBe(5300);
    expect(move('PageUp', 85000)).toBe(90000);
  });

  it('is null for other keys', () => {
    expect(move('a', 12000)).toBeNull();
    expect(isSliderKey('Tab')).toBe(false);
    expect(isSliderKey('PageUp')).toBe(true);
  });
});

describe('snapTowards', () => {
  it('rounds up when moved up and down when moved down', () => {
    expect(snapTowards(12001, 12000, 1000, 0, 90000)).toBe(13000);
    expect(snapTowards(11999, 12000, 1000, 0, 90000)).toBe(11000);
  });

  it('holds the value to the reachable range and ignores non-numbers', () => {
    expect(snapTowards(89500, 80000, 1000, 0, 89700)).toBe(89700);
    expect(snapTowards(Number.NaN, 80000, 1000, 0, 90000)).toBe(80000);
  });
});

describe('spanFraction', () => {
  it('is the position in the span, held to 0..1', () => {
    // (30 - 10) / (110 - 10) = 0.2
    expect(spanFraction(30, { min: 10, max: 110 })).toBeCloseTo(0.2);
    expect(spanFraction(0, { min: 10, max: 110 })).toBe(0);
    expect(spanFraction(500, { min: 10, max: 110 })).toBe(1);
  });
});
