import type { TireHotelTimeslots } from '@showroom/contracts/tirehotel';

// "08:00", "08:00:00" or "2026-11-05T08:00:00": the hour and minute after an optional date.
const TIME = /(?:^|T)(\d{2}):(\d{2})(?::\d{2})?$/;

/** A start time as shown and booked, "HH:mm"; undefined for a string that holds none. */
export function slotTime(startTime: string): string | undefined {
  const match = TIME.exec(startTime.trim());
  return match ? `${match[1]}:${match[2]}` : undefined;
}

/** Spec 3 §7.5: the day's times as HH:mm, each once (the sandbox repeats a time for every lift free at it), in order. */
export function slotTimes(answer: TireHotelTimeslots): string[] {
  const times = answer.availableTimeSlotDates.flatMap((entry) => entry.startTime.map(slotTime)).filter((time) => time !== undefined);
  return [...new Set(times)].sort();
}
