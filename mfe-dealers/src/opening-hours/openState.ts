import type { SiteDepartment } from '@showroom/contracts';
import { addDays, calendarDateOf } from './calendarDate';
import { parseDisplayText, parseWeekSchedule, type DayHours, type Weekday, type WeekSchedule } from './weekSchedule';
import { zonedTime } from './zonedTime';

/** Open until `closes` (minutes after today's midnight in the site's zone; over 1440 past midnight), or closed until `opens`. */
export type OpenState =
  | { kind: 'open'; closes: number }
  | { kind: 'closed'; opens: { inDays: number; minutes: number } | null }
  | { kind: 'unknown' };

type Hours = Pick<SiteDepartment, 'openingschedule' | 'deviationdays' | 'vacationdays'>;

// A long vacation still finds the day after it; beyond that the next opening is not worth saying.
const LOOK_AHEAD_DAYS = 35;

/** A department's hours on a date: a vacation closes it, a deviation day replaces its week schedule. */
export function hoursOn(department: Omit<Hours, 'openingschedule'>, schedule: WeekSchedule, date: string, weekday: Weekday): DayHours {
  const onVacation = department.vacationdays.some((v) => {
    const start = calendarDateOf(v.vacationstart);
    const end = calendarDateOf(v.vacationend);
    return start !== null && end !== null && start <= date && date <= end;
  });
  if (onVacation) return { kind: 'closed' };
  const deviation = [...department.deviationdays].reverse().find((d) => calendarDateOf(d.date) === date);
  if (deviation) return parseDisplayText(deviation.displayText);
  return schedule.byDay[weekday] ?? { kind: 'unknown' };
}

/** Whether a department is open at `instant` (ms since epoch) by the wall clock of `timeZone`, and until or from when. */
export function openState(department: Hours, instant: number, timeZone: string): OpenState {
  const schedule = parseWeekSchedule(department.openingschedule.openinghours);
  const now = zonedTime(instant, timeZone);
  const day = (offset: number) => hoursOn(department, schedule, addDays(now.date, offset), (((now.weekday + offset) % 7) + 7) % 7 as Weekday);

  // Yesterday's range that runs past midnight may still be open.
  const yesterday = day(-1);
  if (yesterday.kind === 'open') {
    const late = yesterday.ranges.find((r) => r.closes > 1440 && now.minutes + 1440 < r.closes);
    if (late) return { kind: 'open', closes: late.closes - 1440 };
  }
  const today = day(0);
  if (today.kind === 'unknown') return { kind: 'unknown' };
  if (today.kind === 'open') {
    const current = today.ranges.find((r) => r.opens <= now.minutes && now.minutes < r.closes);
    if (current) return { kind: 'open', closes: current.closes };
    const later = today.ranges.filter((r) => r.opens > now.minutes).sort((a, b) => a.opens - b.opens)[0];
    if (later) return { kind: 'closed', opens: { inDays: 0, minutes: later.opens } };
  }
  for (let offset = 1; offset <= LOOK_AHEAD_DAYS; offset++) {
    const hours = day(offset);
    if (hours.kind === 'unknown') break;
    if (hours.kind === 'open') return { kind: 'closed', opens: { inDays: offset, minutes: Math.min(...hours.ranges.map((r) => r.opens)) } };
  }
  return { kind: 'closed', opens: null };
}

/**
 * A site's state from its departments': open when any is open (until the last of those closes), else closed
 * until the first opens; unknown when no department's hours can be read.
 */
export function siteOpenState(departments: readonly Hours[], instant: number, timeZone: string): OpenState {
  const states = departments.map((d) => openState(d, instant, timeZone));
  const open = states.flatMap((s) => (s.kind === 'open' ? [s.closes] : []));
  if (open.length > 0) return { kind: 'open', closes: Math.max(...open) };
  const closed = states.filter((s): s is Extract<OpenState, { kind: 'closed' }> => s.kind === 'closed');
  if (closed.length === 0) return { kind: 'unknown' };
  const next = closed
    .flatMap((s) => (s.opens ? [s.opens] : []))
    .sort((a, b) => a.inDays - b.inDays || a.minutes - b.minutes)[0];
  return { kind: 'closed', opens: next ?? null };
}
