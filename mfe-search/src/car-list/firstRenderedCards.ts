import type { CarCard } from '@showroom/contracts';
import type { SlotRange } from './slotsInView';

/**
 * Cards rendered with the answer when the slots in view are not known (the list not laid out yet): two rows of the
 * widest grid (4 columns at 1440px), more than a phone or a laptop shows of the list on its first screen.
 */
export const FIRST_SCREEN_CARDS = 8;

/**
 * Which slots of `next` are rendered at once when the list changes from `previous`: every one when `next` only adds
 * to it (show more: the visitor is looking at the end of the list, where the new cards go); else the slots the
 * visitor sees (`measureInView`, which reads the page's layout and so is called only then: 3 on a 1024 x 768 laptop,
 * the rows scrolled to when the visitor is further down the list; as many of the last ones when the new list ends
 * before them), or, when that is unknown, the first screen's.
 */
export function firstRenderedCards(previous: readonly CarCard[], next: readonly CarCard[], measureInView: () => SlotRange | null = () => null): SlotRange {
  const appended = previous.length > 0 && next.length >= previous.length && previous.every((car, i) => next[i]?.car_id === car.car_id);
  if (appended) return { from: 0, to: next.length };
  const inView = next.length > 0 ? measureInView() : null;
  if (inView && inView.to > inView.from) {
    // A shorter list than the slots in view: the page shrinks and the browser scrolls up to its new end, where the
    // list's last slots are.
    const to = Math.min(inView.to, next.length);
    return { from: Math.max(0, Math.min(inView.from, to - (inView.to - inView.from))), to };
  }
  return { from: 0, to: Math.min(next.length, FIRST_SCREEN_CARDS) };
}
