/** The scroll-to-top button appears once the page is scrolled further than this (spec 1 §9). */
export const SCROLL_TOP_THRESHOLD_PX = 528;

/** Whether a vertical scroll offset is past the threshold (528 is not, 529 is). */
export function isPastScrollThreshold(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_THRESHOLD_PX;
}
