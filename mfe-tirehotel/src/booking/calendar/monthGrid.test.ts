import { canGoToNextMonth, canGoToPreviousMonth, gridWeeks, monthGrid } from './monthGrid';

// Each month's weekday of the 1st, its length and the grid's first and last cells, worked out by hand and checked
// with `date -d 2026-06-01 +%a` and `date -d "2026-06-01 +41 day" +%F`: the grid starts on the Monday on or before
// the 1st and runs 42 days (first cell + 41).
describe('monthGrid', () => {
  it.each([
    // month, starts on, days in month, first cell (the 1st minus its Monday offset), last cell
    ['2026-06', 'Monday', 30, '2026-06-01', '2026-07-12'], // offset 0; June 1 + 41 = June 30 (+29) + 12 = July 12
    ['2026-09', 'Tuesday', 30, '2026-08-31', '2026-10-11'], // offset 1; Aug 31 + 1 + 29 (Sep 30) + 11
    ['2026-04', 'Wednesday', 30, '2026-03-30', '2026-05-10'], // offset 2; 2 March days + 30 April days + 10 May days
    ['2026-10', 'Thursday', 31, '2026-09-28', '2026-11-08'], // offset 3; 3 + 31 + 8
    ['2026-05', 'Friday', 31, '2026-04-27', '2026-06-07'], // offset 4; 4 + 31 + 7
    ['2026-08', 'Saturday', 31, '2026-07-27', '2026-09-06'], // offset 5; 5 + 31 + 6
    ['2026-11', 'Sunday', 30, '2026-10-26', '2026-12-06'], // offset 6; 6 + 30 + 6
  ])('%s (1st on a %s): 42 cells from %s, %i of them in the month', (month, _weekday, inMonth, first, last) => {
    const cells = monthGrid(month);
    expect(cells).toHaveLength(42);
    expect(cells[0]?.date).toBe(first);
    expect(cells[41]?.date).toBe(last);
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(inMonth);
    expect(cells.find((cell) => cell.inMonth)?.date).toBe(`${month}-01`);
  });

  it('runs day by day with no gap or repeat (February 2027, 28 days from a Monday: two whole weeks of March after it)', () => {
    const dates = monthGrid('2027-02').map((cell) => cell.date);
    expect(new Set(dates).size).toBe(42);
    expect(dates.slice(26, 30)).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']);
    expect(dates[41]).toBe('2027-03-14'); // Feb 1 + 41 = 28 February days, then 14 March days
  });

  it('crosses a year end (December 2026 starts on a Tuesday: one November day first, January days last)', () => {
    const cells = monthGrid('2026-12');
    expect(cells[0]?.date).toBe('2026-11-30');
    expect(cells[32]?.date).toBe('2027-01-01'); // 1 November day + 31 December days = index 32
    expect(cells[41]?.date).toBe('2027-01-10');
  });

  it('splits into six weeks, each from Monday to Sunday', () => {
    const weeks = gridWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks.map((week) => week.length)).toEqual([7, 7, 7, 7, 7, 7]);
    // 2026-11-02 is a Monday (date -d 2026-11-02 +%a), the first day of the second row.
    expect(weeks[1]?.[0]?.date).toBe('2026-11-02');
  });
});

describe('month buttons', () => {
  it('disables previous at or before the current month', () => {
    expect(canGoToPreviousMonth('2026-11', '2026-11')).toBe(false);
    expect(canGoToPreviousMonth('2026-10', '2026-11')).toBe(false);
    expect(canGoToPreviousMonth('2026-12', '2026-11')).toBe(true);
    expect(canGoToPreviousMonth('2027-01', '2026-12')).toBe(true);
  });

  it('disables next at the last available month', () => {
    expect(canGoToNextMonth('2027-02', '2027-02')).toBe(false);
    expect(canGoToNextMonth('2027-01', '2027-02')).toBe(true);
    expect(canGoToNextMonth('2026-12', '2027-01')).toBe(true);
  });
});
