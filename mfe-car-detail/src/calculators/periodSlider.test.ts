import { periodSlider, snapPeriod } from './periodSlider';

describe('periodSlider', () => {
  it('runs from the shortest to the longest duration in 12-month steps', () => {
    expect(periodSlider([48, 24, 72, 36])).toEqual({ min: 24, max: 72, step: 12, hidden: false });
  });

  it('is hidden when the shortest and longest are equal', () => {
    expect(periodSlider([36])).toEqual({ min: 36, max: 36, step: 12, hidden: true });
    expect(periodSlider([36, 36])).toMatchObject({ hidden: true });
  });

  it('needs at least one duration', () => {
    expect(() => periodSlider([])).toThrow();
  });
});

describe('snapPeriod', () => {
  it('keeps an offered period', () => {
    expect(snapPeriod(48, [24, 48, 60])).toBe(48);
  });

  it('lands a slider stop no contract has on the nearest offered period, the shorter on a tie', () => {
    expect(snapPeriod(36, [24, 48, 60])).toBe(24);
    expect(snapPeriod(54, [24, 48, 60])).toBe(48);
    expect(snapPeriod(58, [24, 48, 60])).toBe(60);
  });

  it('clamps into the offered range', () => {
    expect(snapPeriod(6, [24, 48, 60])).toBe(24);
    expect(snapPeriod(120, [24, 48, 60])).toBe(60);
  });
});
