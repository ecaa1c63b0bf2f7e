import { intlLocaleFor } from '@showroom/i18n';
import type { Language } from '@showroom/sites';

// Dates of the workshop step are calendar dates (YYYY-MM-DD) and local times; they are formatted as UTC noon so no
// time zone can move them to another day.
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "tisdag 3 mars" in the page's language. */
export function dayText(date: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocaleFor(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(atNoon(date));
}

/** "3 mars" in the page's language. */
export function shortDayText(date: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocaleFor(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(atNoon(date));
}

/** A local date-time "2026-03-02T07:00:00" as "måndag 2 mars 07:00". */
export function dateTimeText(localDateTime: string, language: Language): string {
  return `${dayText(localDateTime.slice(0, 10), language)} ${localDateTime.slice(11, 16)}`;
}

/** The ISO 8601 week number of a date (weeks from Monday; week 1 holds the year's first Thursday). */
export function isoWeek(date: string): number {
  const day = atNoon(date);
  const weekday = (day.getUTCDay() + 6) % 7;
  // The Thursday of the date's week decides the year; count its weeks from that year's 1 January.
  const thursday = new Date(day.getTime() + (3 - weekday) * 86_400_000);
  const january1 = Date.UTC(thursday.getUTCFullYear(), 0, 1, 12);
  return 1 + Math.floor((thursday.getTime() - january1) / (7 * 86_400_000));
}
