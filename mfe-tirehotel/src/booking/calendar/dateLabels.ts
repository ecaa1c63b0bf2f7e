import type { Language } from '@showroom/sites';
import { intlLocaleFor } from '@showroom/i18n';
import { addDays, utcMidnight, type IsoDate, type IsoMonth } from './isoDate';

// Dates are formatted at their UTC midnight in UTC, so the visitor's zone cannot move them a day.
const format = (language: Language, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlLocaleFor(language), { ...options, timeZone: 'UTC' });

/** "december 2026": the calendar's title. */
export function monthTitle(month: IsoMonth, language: Language): string {
  return format(language, { month: 'long', year: 'numeric' }).format(utcMidnight(`${month}-01`));
}

/** "torsdag 3 december 2026": a day's accessible name. */
export function longDate(date: IsoDate, language: Language): string {
  return format(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utcMidnight(date));
}

/** Monday to Sunday, short ("mån") and long ("måndag"); 2026-06-01 is a Monday. */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  const short = format(language, { weekday: 'short' });
  const long = format(language, { weekday: 'long' });
  return Array.from({ length: 7 }, (_, index) => {
    const day = utcMidnight(addDays('2026-06-01', index));
    return { short: short.format(day), long: long.format(day) };
  });
}
