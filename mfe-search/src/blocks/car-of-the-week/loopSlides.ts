/** One slide of a looping carousel: the item, which copy of the list it belongs to, and its place in the list. */
export interface LoopSlide<T> {
  item: T;
  copy: number;
  index: number;
}

/** Slides the car of the week carousel needs to loop on the widest layout: two screens of four cards. */
export const LOOP_MIN_SLIDES = 8;

/**
 * The items repeated as whole copies until there are at least `min` slides (spec 2: the car of the
 * week carousel loops and its cars are duplicated), since a loop needs more slides than fit on a
 * screen. Two or more items are always copied at least twice; a single item is not a loop.
 */
export function loopSlides<T>(items: readonly T[], min = LOOP_MIN_SLIDES): LoopSlide<T>[] {
  if (items.length <= 1) return items.map((item, index) => ({ item, copy: 0, index }));
  const copies = Math.max(2, Math.ceil(min / items.length));
  const slides: LoopSlide<T>[] = [];
  for (let copy = 0; copy < copies; copy++) items.forEach((item, index) => slides.push({ item, copy, index }));
  return slides;
}
