import { addDays, addMonths, bookingWindow, sandboxClock, stockholmDate, weekday } from './calendar';

describe('calendar', () => {
  it('counts Stockholm days and the spec window (today + 3 days .. today + 3 months)', () => {
    // 23:30 UTC on 28 Feb is already 1 March in Stockholm (UTC+1).
    expect(stockholmDate(new Date('2026-02-28T23:30:00Z'))).toBe('2026-03-01');
    expect(bookingWindow(new Date('2026-03-01T09:00:00Z'))).toEqual({ first: '2026-03-04', last: '2026-06-01' });
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(weekday('2026-03-04')).toBe(3); // a Wednesday
  });
  it('runs the sandbox clock from its start with real time', () => {
    let real = 1_000;
    const clock = sandboxClock(new Date('2026-03-01T00:00:00Z'), () => real);
    real += 60_000;
    expect(clock().toISOString()).toBe('2026-03-01T00:01:00.000Z');
  });
});
