import { addDays, mondayIndex, monthOf, type IsoDate, type IsoMonth } from './isoDate';

/** Spec 3 §9: six weeks of seven days. */
export const GRID_CELLS = 42;

export interface GridCell {
  date: IsoDate;
  /** False for the days of the previous or next month that fill the first and last weeks. */
  inMonth: boolean;
}

/** The 42 days shown for a month: from the Monday on or before its 1st, six full weeks. */
export function monthGrid(month: IsoMonth): GridCell[] {
  const first = `${month}-01`;
  const start = addDays(first, -mondayIndex(first));
  return Array.from({ length: GRID_CELLS }, (_, index) => {
    const date = addDays(start, index);
    return { date, inMonth: monthOf(date) === month };
  });
}

/** The grid as its six rows of seven. */
export function gridWeeks(month: IsoMonth): GridCell[][] {
  const cells = monthGrid(month);
  return Array.from({ length: GRID_CELLS / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Spec 3 §5.4: the previous-month button is disabled at or before the current month. */
export function canGoToPreviousMonth(shown: IsoMonth, current: IsoMonth): boolean {
  return shown > current;
}

/** Spec 3 §5.4: the next-month button is disabled at the last month with an available day. */
export function canGoToNextMonth(shown: IsoMonth, lastAvailable: IsoMonth): boolean {
  return shown < lastAvailable;
}
