import { sliderStops, stopPosition } from './sliderStops';

describe('sliderStops', () => {
  it('stops at both ends of a down payment range whose minimum is not a multiple of the step', () => {
    // A 249 900 car: 20 % = 49 980 up to 125 000 in steps of 1000: 49 980, then 50 000 ... 124 000
    // (124 - 50 + 1 = 75 round thousands), then 125 000: 77 stops.
    const stops = sliderStops(49_980, 125_000, 1000);
    expect(stops).toHaveLength(77);
    expect(stops.slice(0, 3)).toEqual([49_980, 50_000, 51_000]);
    expect(stops.slice(-3)).toEqual([123_000, 124_000, 125_000]);
  });

  it('does not repeat an end that is itself a multiple', () => {
    expect(sliderStops(24, 72, 12)).toEqual([24, 36, 48, 60, 72]);
    expect(sliderStops(0, 3, 1)).toEqual([0, 1, 2, 3]);
  });

  it('has one stop when the range is a single value, and just the ends without a step', () => {
    expect(sliderStops(5000, 5000, 1000)).toEqual([5000]);
    expect(sliderStops(5000, 4000, 1000)).toEqual([5000]);
    expect(sliderStops(10, 30, 0)).toEqual([10, 30]);
  });
});

describe('stopPosition', () => {
  const stops = [24_980, 25_000, 26_000, 27_000];
  it('finds a value on the stops, and the nearest stop (the lower on a tie) for one between them', () => {
    expect(stopPosition(24_980, stops)).toBe(0);
    expect(stopPosition(27_000, stops)).toBe(3);
    expect(stopPosition(25_400, stops)).toBe(1);
    expect(stopPosition(25_500, stops)).toBe(1);
    expect(stopPosition(25_501, stops)).toBe(2);
  });

  it('puts a value outside the range at its end', () => {
    expect(stopPosition(0, stops)).toBe(0);
    expect(stopPosition(1_000_000, stops)).toBe(3);
  });
});
