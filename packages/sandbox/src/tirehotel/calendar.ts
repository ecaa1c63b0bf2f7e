import { TIRE_HOTEL } from '@showroom/contracts/tirehotel';

const STOCKHOLM = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Swedish calendar date (YYYY-MM-DD) of an instant: workshops keep Stockholm days. */
export function stockholmDate(instant: Date): string {
  return STOCKHOLM.format(instant);
}

/** A date plus some days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A date plus some months, clamped to the month's last day (2026-11-30 + 3 = 2027-02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/** 0 Sunday ... 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Spec 3 §9: bookable days run from today plus 3 days to today plus 3 months. */
export function bookingWindow(now: Date): { first: string; last: string } {
  const today = stockholmDate(now);
  return { first: addDays(today, TIRE_HOTEL.windowStartDays), last: addMonths(today, TIRE_HOTEL.windowEndMonths) };
}

/**
 * The sandbox clock: starts at the seeded `now` (SANDBOX_NOW, so tests can fix it) and runs with
 * real time, so one-time codes do expire and the booking window moves at midnight.
 */
export function sandboxClock(start: Date, realNow: () => number = Date.now): () => Date {
  const startedAt = realNow();
  return () => new Date(start.getTime() + (realNow() - startedAt));
}
