// Calendar dates as "YYYY-MM-DD" strings: they compare as strings, survive JSON and carry no time zone.
// Arithmetic runs on UTC midnights, so a daylight-saving change can never shift a day.

/** A calendar date, "YYYY-MM-DD". */
export type IsoDate = string;
/** A calendar month, "YYYY-MM". */
export type IsoMonth = string;

const pad = (value: number) => String(value).padStart(2, '0');

function fromUtc(date: Date): IsoDate {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function parts(date: IsoDate): [number, number, number] {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return [year, month, day];
}

/** The browser's own calendar date of an instant (the visitor's "today"). */
export function localIsoDate(instant: Date): IsoDate {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** The UTC midnight of a date, for Intl formatting with timeZone 'UTC'. */
export function utcMidnight(date: IsoDate): Date {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = parts(date);
  return fromUtc(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Plus some months, clamped to the target month's last day (2026-11-30 + 3 months = 2027-02-28), as the sandbox counts. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}

export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

export function addMonthsToMonth(month: IsoMonth, months: number): IsoMonth {
  return monthOf(addMonths(`${month}-01`, months));
}

/** 0 Monday ... 6 Sunday: the tire hotel's week starts on Monday (spec 3 §9). */
export function mondayIndex(date: IsoDate): number {
  return (utcMidnight(date).getUTCDay() + 6) % 7;
}

export function daysInMonth(month: IsoMonth): number {
  const [year, monthNumber] = parts(`${month}-01`);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}
