import { localIsoDate } from './isoDate';
import { timeslotWindow } from './timeslotWindow';

describe('timeslotWindow (today + 3 days .. today + 3 months)', () => {
  it.each([
    // today, start, end
    ['2026-11-10', '2026-11-13', '2027-02-10'], // inside a month; 3 months on crosses the year end
    ['2026-11-27', '2026-11-30', '2027-02-27'], // start is the month's last day
    ['2026-11-29', '2026-12-02', '2027-02-28'], // start crosses a month end (30 Nov, 1 Dec, 2 Dec); 29 Feb 2027 does not exist
    ['2026-12-30', '2027-01-02', '2027-03-30'], // start crosses the year end (31 Dec, 1 Jan, 2 Jan)
    ['2026-11-30', '2026-12-03', '2027-02-28'], // 30 Feb does not exist: the month's last day, as the sandbox counts
    ['2027-02-27', '2027-03-02', '2027-05-27'], // February has 28 days: 28 Feb, 1 Mar, 2 Mar
  ])('from %s: %s to %s', (today, startDate, endDate) => {
    expect(timeslotWindow(today)).toEqual({ startDate, endDate });
  });
});

describe('localIsoDate', () => {
  it('is the date on the browser’s clock, not in UTC', () => {
    // 23:30 local time on 27 November: the date stays the 27th whatever the zone the tests run in.
    expect(localIsoDate(new Date(2026, 10, 27, 23, 30))).toBe('2026-11-27');
    expect(localIsoDate(new Date(2027, 0, 1, 0, 5))).toBe('2027-01-01');
  });
});
