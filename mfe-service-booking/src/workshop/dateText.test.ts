import { dayText, isoWeek } from './dateText';

describe('date texts', () => {
  it('names the day in Swedish', () => {
    expect(dayText('2026-03-03', 'sv')).toBe('tisdag 3 mars');
  });

  it('numbers ISO weeks', () => {
    // 2026-01-01 is a Thursday: week 1. Monday 2026-03-02 has its Thursday on 03-05, 63 days after 01-01: 1 + floor(63 / 7) = 10.
    expect([isoWeek('2026-01-01'), isoWeek('2026-03-02'), isoWeek('2026-03-08')]).toEqual([1, 10, 10]);
    // 2027-01-01 is a Friday: its Thursday is 2026-12-31, so it is week 53 of 2026.
    expect(isoWeek('2027-01-01')).toBe(53);
  });
});
