export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const ZERO: Remaining = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** Whole days, hours, minutes and seconds from `now` to `target` (epoch ms); all zero once it has passed. */
export function remaining(target: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/** Whether the countdown has reached all zeros. */
export function isOver(value: Remaining): boolean {
  return value.days === 0 && value.hours === 0 && value.minutes === 0 && value.seconds === 0;
}
