import type { TimeslotDay } from '@showroom/contracts/mechmate';
import type { TimeSlotChoice } from '../flow/flowState';

/** Spec 3 §9: a full-day slot is booked at 08:00 (the car is left before then). */
export const FULL_DAY_TIME = '08:00';

/** The choices a day offers: each listed start, then the whole day (booked at 08:00) when it is available. */
export function dayChoices(day: TimeslotDay): TimeSlotChoice[] {
  const times = day.availableSlots.map((time) => ({ date: day.date, time, isFullDay: false }));
  return day.allDaySlotAvailable ? [...times, { date: day.date, time: FULL_DAY_TIME, isFullDay: true }] : times;
}

/** Whether a day has anything to choose. */
export function hasChoices(day: TimeslotDay): boolean {
  return day.availableSlots.length > 0 || day.allDaySlotAvailable;
}
