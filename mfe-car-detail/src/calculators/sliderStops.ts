import { clamp, nearest } from './range';

/**
 * The values a slider stops at: both ends, and every multiple of `step` between them. A native range
 * steps from its minimum, so from a minimum that is not a multiple of the step it never reaches the
 * maximum: on a 249 900 car the down payment runs from 20 % = 49 980 to 50 % = 124 950, rounded to
 * 125 000, and 125 000 - 49 980 = 75 020 is no whole number of 1000 steps, so it tops out at 124 980. Spec 2 §5 keeps the value within the
 * range and the visitor must be able to pick either end, so the ends are stops of their own and the
 * steps in between fall on round multiples (50 000, 51 000 ...), which is what a visitor reads.
 */
export function sliderStops(min: number, max: number, step: number): number[] {
  if (!(max > min)) return [min];
  const stops = [min];
  if (step > 0) for (let value = (Math.floor(min / step) + 1) * step; value < max; value += step) stops.push(value);
  stops.push(max);
  return stops;
}

/** Where `value` (clamped into the range, so a typed value off the steps too) sits among the stops: the nearest one's position. */
export function stopPosition(value: number, stops: readonly number[]): number {
  const first = stops[0];
  if (first === undefined) throw new Error('stopPosition: no stops');
  const last = stops[stops.length - 1] as number;
  return stops.indexOf(nearest(clamp(value, first, last), stops));
}
