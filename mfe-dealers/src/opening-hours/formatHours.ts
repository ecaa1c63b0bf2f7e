import { calendarDateOf } from './calendarDate';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    // UTC on both sides: the values are wall-clock times and calendar dates, not instants.
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, f);
  }
  return f;
}

/** A wall-clock time (minutes after midnight, past 1440 the next day's) as the locale writes it ("09:00", "9.00"). */
export function formatClock(minutes: number, locale: string): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return formatter(locale, { hour: '2-digit', minute: '2-digit' }).format(Date.UTC(2000, 0, 1, Math.floor(m / 60), m % 60));
}

/** A calendar date ("YYYY-MM-DD") in words in the locale ("24 december 2026"). */
export function formatCalendarDate(date: string, locale: string): string {
  const valid = calendarDateOf(date);
  if (!valid) return date;
  const [y, mo, d] = valid.split('-').map(Number) as [number, number, number];
  return formatter(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(Date.UTC(y, mo - 1, d));
}

/** The weekday of a calendar date in the locale ("måndag"). */
export function formatWeekday(date: string, locale: string): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return formatter(locale, { weekday: 'long' }).format(Date.UTC(y, mo - 1, d));
}
