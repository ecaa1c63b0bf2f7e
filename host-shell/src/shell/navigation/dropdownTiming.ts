/** A dropdown closes this long after the pointer leaves its item (spec 1 §4). */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/** An item without children keeps its hover state this long after the pointer leaves (spec 1 §4). */
export const LEAF_CLOSE_DELAY_MS = 600;

/** How long after the pointer leaves an item its open (hover) state ends. */
export function closeDelay(hasChildren: boolean): number {
  return hasChildren ? DROPDOWN_CLOSE_DELAY_MS : LEAF_CLOSE_DELAY_MS;
}
