import type { Weekday } from './weekSchedule';

/** A moment as a wall clock in one time zone shows it. */
export interface ZonedTime {
  /** The calendar date there, "YYYY-MM-DD". */
  date: string;
  weekday: Weekday;
  /** Minutes since that day's midnight (wall clock, so a DST change is already accounted for). */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, Weekday> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-US with h23 gives ASCII digits, "Mon".."Sun" and hours 00-23 in every engine.
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date, weekday and minute of the day an instant (ms since epoch) is in `timeZone` (an IANA name). */
export function zonedTime(instant: number, timeZone: string): ZonedTime {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = WEEKDAYS[part('weekday')];
  if (weekday === undefined) throw new RangeError(`no weekday for ${instant} in ${timeZone}`);
  return { date: `${part('year')}-${part('month')}-${part('day')}`, weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

