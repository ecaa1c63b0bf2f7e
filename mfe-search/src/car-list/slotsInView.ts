/** Slots of the grid by index, `from` included and `to` not. */
export interface SlotRange {
  from: number;
  to: number;
}

/**
 * The slots of `list` (its element children, in grid order) that the viewport (`viewportHeight` high, the window's by
 * default) shows, even in part; null when there is no layout to read (no list yet, a hidden list, or a DOM without
 * layout) or when no slot is in view.
 *
 * Read from the boxes the browser already laid out for the last frame, so it forces no layout of its own when nothing
 * has changed since that frame (the list's answer comes after the click's frame has been painted).
 */
export function slotsInView(list: Element | null, viewportHeight = list?.ownerDocument.defaultView?.innerHeight ?? 0): SlotRange | null {
  if (!list || !(viewportHeight > 0)) return null;
  let from = -1;
  let to = -1;
  const slots = list.children;
  for (let i = 0; i < slots.length; i++) {
    const box = slots[i]!.getBoundingClientRect();
    // Slots come row by row, top to bottom: the first one below the viewport ends the search.
    if (box.top >= viewportHeight) break;
    // An empty box (no layout: jsdom, a hidden list) is never in view.
    if (box.bottom > 0 && box.height > 0) {
      if (from < 0) from = i;
      to = i + 1;
    }
  }
  return from >= 0 ? { from, to } : null;
}
