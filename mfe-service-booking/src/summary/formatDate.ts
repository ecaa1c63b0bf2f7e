import { cachedFormatter } from '@showroom/i18n';
import type { Language } from '@showroom/sites';

// Here, not in @showroom/i18n: that package is a shared singleton, whose every function goes to every page whether it
// calls it or not, and only the booking's summary writes a date (issue 14, bench:bundle).

export interface FormatDateOptions {
  /** IANA zone for Date values, e.g. the site's 'Europe/Stockholm'; without it the runtime's zone is used. */
  timeZone?: string;
}

// A leading calendar date in a string is taken as written: re-parsing "2024-03-05" as a Date
// would shift it by the zone offset and could differ between server and browser (hydration).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Formats a date as DD/MM/YYYY for English and YYYY-MM-DD for every other language. */
export function formatDate(date: Date | string, language: Language, options: FormatDateOptions = {}): string {
  const { year, month, day } = calendarParts(date, options.timeZone);
  return language === 'en' ? `${day}/${month}/${year}` : `${year}-${month}-${day}`;
}

// One formatter per time zone ('' for the machine's own).
const calendarFormat = cachedFormatter((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || undefined, year: 'numeric', month: '2-digit', day: '2-digit' }));

function calendarParts(date: Date | string, timeZone: string | undefined): { year: string; month: string; day: string } {
  if (typeof date === 'string') {
    const match = ISO_DATE.exec(date);
    if (match) return { year: match[1]!, month: match[2]!, day: match[3]! };
    date = new Date(date);
  }
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  // en-CA gives zero-padded numeric parts; only the parts are used, never its order.
  const parts = calendarFormat(timeZone ?? '').formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}
