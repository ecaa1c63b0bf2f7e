import { isOver, remaining } from './remaining';

const now = Date.UTC(2025, 5, 1, 12, 0, 0); // 2025-06-01T12:00:00Z

describe('remaining', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    // 9 d 14 h 30 min 15 s = 9×86400 + 14×3600 + 30×60 + 15 = 777600 + 50400 + 1800 + 15 = 829815 s
    expect(remaining(now + 829_815_000, now)).toEqual({ days: 9, hours: 14, minutes: 30, seconds: 15 });
  });

  it('drops part seconds (1999 ms left is 1 s)', () => {
    expect(remaining(now + 1999, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(remaining(now + 999, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('carries at the unit boundaries', () => {
    // 86400 s = exactly 1 day; 86399 s = 23 h 59 min 59 s
    expect(remaining(now + 86_400_000, now)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(remaining(now + 86_399_000, now)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    // 3600 s = 1 h; 60 s = 1 min
    expect(remaining(now + 3_600_000, now)).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0 });
    expect(remaining(now + 60_000, now)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
  });

  it('is never negative: all zeros at and after the target', () => {
    expect(remaining(now, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(remaining(now - 5_000_000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('isOver', () => {
  it('is true only at all zeros', () => {
    expect(isOver({ days: 0, hours: 0, minutes: 0, seconds: 0 })).toBe(true);
    expect(isOver({ days: 0, hours: 0, minutes: 0, seconds: 1 })).toBe(false);
    expect(isOver({ days: 1, hours: 0, minutes: 0, seconds: 0 })).toBe(false);
  });
});
