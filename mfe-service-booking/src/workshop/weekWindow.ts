import type { TimeslotDay } from '@showroom/contracts/mechmate';

/** Spec 3 §9: time-slot weeks are loaded four at a time (one timeslots answer is 28 days). */
export const WEEKS_PER_LOAD = 4;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus days (calendar arithmetic in UTC, so no daylight-saving surprises). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of a date's week (weeks start on Monday in Sweden). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** A local date as YYYY-MM-DD. */
export function localDate(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The loaded days of a workshop: weeks from `from` (a Monday), `loadedWeeks` of them answered so far. Week 0 is the
 * current week; a day the answer left out counts as one without times.
 */
export interface SlotWeeks {
  from: string;
  days: ReadonlyMap<string, TimeslotDay>;
  loadedWeeks: number;
}

export function emptyWeeks(today: string): SlotWeeks {
  return { from: mondayOf(today), days: new Map(), loadedWeeks: 0 };
}

/** The date the next load asks for ("the day at midnight"): the Monday after the last loaded week. */
export function nextLoadFrom(weeks: SlotWeeks): string {
  return addDays(weeks.from, 7 * weeks.loadedWeeks);
}

/** Adds one answer (four weeks from nextLoadFrom). */
export function withLoaded(weeks: SlotWeeks, answer: readonly TimeslotDay[]): SlotWeeks {
  const days = new Map(weeks.days);
  for (const day of answer) days.set(day.date, day);
  return { ...weeks, days, loadedWeeks: weeks.loadedWeeks + WEEKS_PER_LOAD };
}

/** The seven days of a week (0 = the current one). */
export function weekDays(weeks: SlotWeeks, week: number): TimeslotDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weeks.from, week * 7 + i);
    return weeks.days.get(date) ?? { date, availableSlots: [], allDaySlotAvailable: false };
  });
}

/** Whether the next four weeks should load: when a week is shown that is the last loaded (or not loaded yet). */
export function needsMore(weeks: SlotWeeks, week: number): boolean {
  return week >= weeks.loadedWeeks - 1;
}
