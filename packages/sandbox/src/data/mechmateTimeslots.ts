import type { TimeslotDay } from '@showroom/contracts/mechmate';
import { createRandom, hashString } from '../random';
import type { Workshop } from './mechmateWorkshops';

/** How far ahead a workshop takes bookings. */
export const BOOKING_HORIZON_DAYS = 84;
/** Days in one timeslots answer (four weeks, spec 3 section 9). */
export const TIMESLOT_WINDOW_DAYS = 28;
/** Full-day bookings are made at 08:00 (spec 3 section 9). */
export const FULL_DAY_TIME = '08:00';
const SLOT_MINUTES = 30;

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus a number of days (calendar arithmetic in UTC, so no DST surprises). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date such as 2026-02-28 (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}

/** The Swedish calendar date of an instant (the workshops are in Sweden). */
export function stockholmDate(instant: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

// "07:00-17:00" -> minutes from midnight; anything else ("Stängt") is closed.
function parseHours(text: string | undefined): { open: number; close: number } | null {
  const match = text ? /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text.trim()) : null;
  if (!match) return null;
  const [, h1, m1, h2, m2] = match.map(Number) as [number, number, number, number, number];
  return { open: h1 * 60 + m1, close: h2 * 60 + m2 };
}

/** The department's opening hours on a date, from its opening schedule, deviation and vacation days. */
export function openingHoursOn(workshop: Workshop, date: string): { open: number; close: number } | null {
  const { department } = workshop;
  if (department.deviationdays.some((d) => d.date === date)) return null;
  if (department.vacationdays.some((v) => v.vacationstart <= date && date <= v.vacationend)) return null;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const label = weekday === 0 ? 'Söndag' : weekday === 6 ? 'Lördag' : 'Mån-Fre';
  return parseHours(department.openingschedule.openinghours.find((h) => h.day === label)?.displayText);
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * One day of a workshop: closed days and days outside (today, today + horizon] have nothing; an
 * open day is fully booked one time in eight, else each half-hour start (up to an hour before
 * closing) is free with probability 0.45 and a full-day slot on weekdays with probability 0.6.
 * Deterministic per seed, department and date.
 */
export function timeslotDay(seed: number, workshop: Workshop, date: string, today: string): TimeslotDay {
  const closed = { date, availableSlots: [], allDaySlotAvailable: false };
  if (date <= today || date > addDays(today, BOOKING_HORIZON_DAYS)) return closed;
  const hours = openingHoursOn(workshop, date);
  if (!hours) return closed;
  const random = createRandom(hashString(`${seed}|${workshop.departmentId}|${date}`));
  if (random.chance(1 / 8)) return closed;
  const availableSlots: string[] = [];
  for (let start = hours.open; start <= hours.close - 60; start += SLOT_MINUTES) if (random.chance(0.45)) availableSlots.push(hhmm(start));
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { date, availableSlots, allDaySlotAvailable: weekday >= 1 && weekday <= 5 && random.chance(0.6) };
}

/** The days from `from` for a window of TIMESLOT_WINDOW_DAYS. */
export function timeslotWindow(seed: number, workshop: Workshop, from: string, today: string): TimeslotDay[] {
  return Array.from({ length: TIMESLOT_WINDOW_DAYS }, (_, i) => timeslotDay(seed, workshop, addDays(from, i), today));
}

/** The first free start (local date-time) after today, full-day slots counted at 08:00; null when none. */
export function firstTimeSlot(seed: number, workshop: Workshop, today: string): string | null {
  for (let i = 1; i <= BOOKING_HORIZON_DAYS; i++) {
    const day = timeslotDay(seed, workshop, addDays(today, i), today);
    const times = [...day.availableSlots, ...(day.allDaySlotAvailable ? [FULL_DAY_TIME] : [])].sort();
    if (times[0]) return `${day.date}T${times[0]}:00`;
  }
  return null;
}
