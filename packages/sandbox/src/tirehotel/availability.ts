import { isClosed, type TireWorkshop } from '../data/tireWorkshops';
import { hashString } from '../random';
import { addDays, weekday } from './calendar';

/** Start times already booked at one workshop: "YYYY-MM-DDTHH:mm:ss" -> count. */
export type BookedStarts = ReadonlyMap<string, number>;

const WEDNESDAY = 3;
// Two lifts with overlapping hours, so the same time can appear in both entries (spec 3 §7.5 de-duplicates).
const LIFT_HOURS = [
  [7, 8, 9, 10, 11, 12, 13, 14, 15],
  [8, 9, 10, 11, 12, 13, 14, 15, 16],
] as const;

/**
 * Whether a workshop takes wheel changes that day, before bookings: never for the fully booked
 * workshop, nor on Sundays, deviation or vacation days; Saturdays 3 in 10; weekdays 8 in 10.
 */
export function opensForBookings(workshop: TireWorkshop, date: string, seed: number): boolean {
  if (workshop.fullyBooked || isClosed(workshop, date)) return false;
  const day = weekday(date);
  if (day === 0) return false;
  const roll = hashString(`${seed}:${workshop.erpId}:${date}`) % 10;
  return day === 6 ? roll < 3 : roll >= 2;
}

/** Wednesdays are call-back days: the day can be booked but no start time is offered. */
export function offersTimes(date: string): boolean {
  return weekday(date) !== WEDNESDAY;
}

/** The start times of each lift that day, minus those already booked (one booking takes one lift). */
export function liftTimes(workshop: TireWorkshop, date: string, seed: number, booked: BookedStarts): string[][] {
  if (!opensForBookings(workshop, date, seed) || !offersTimes(date)) return [];
  const remaining = new Map(booked);
  return LIFT_HOURS.map((hours, lift) => {
    const offered = hours.filter((hour) => hashString(`${seed}:${workshop.erpId}:${date}:${lift}:${hour}`) % 4 !== 0);
    return offered
      .map((hour) => `${date}T${String(hour).padStart(2, '0')}:00:00`)
      .filter((start) => {
        const count = remaining.get(start) ?? 0;
        if (count > 0) remaining.set(start, count - 1);
        return count === 0;
      });
  });
}

/** Days from..to (inclusive) with room: open, and either a call-back day or a free start time left. */
export function availableDays(workshop: TireWorkshop, from: string, to: string, seed: number, booked: BookedStarts): string[] {
  const days: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!opensForBookings(workshop, date, seed)) continue;
    if (!offersTimes(date) || liftTimes(workshop, date, seed, booked).some((times) => times.length > 0)) days.push(date);
  }
  return days;
}
