import type { CarCard } from '@showroom/contracts';

/**
 * Cards rendered with the answer: two rows of the widest grid (4 columns at 1440px), more than a
 * phone or a laptop shows of the list on its first screen.
 */
export const FIRST_SCREEN_CARDS = 8;

/**
 * How many of `next` are rendered at once when the list changes from `previous`: every card when
 * `next` only adds to it (show more: the visitor is looking at the end of the list, where the new cards
 * go), else the first screen's.
 */
export function firstRenderedCards(previous: readonly CarCard[], next: readonly CarCard[]): number {
  const appended = previous.length > 0 && next.length >= previous.length && previous.every((car, i) => next[i]?.car_id === car.car_id);
  return appended ? next.length : Math.min(next.length, FIRST_SCREEN_CARDS);
}
