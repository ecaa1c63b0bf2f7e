/** Spec 3 §2.2 and §9: the phone sheet's heights. */
export const SHEET_COLLAPSED_PX = 72;
export const SHEET_OPEN_VH = 80;

/** Below this many pixels a press is a tap (the button's click toggles), not a drag. */
export const TAP_SLOP_PX = 8;
/** A slow drag this far moves the sheet to the side it was dragged to; shorter ones snap back. */
export const DRAG_DISTANCE_PX = 60;
/** A flick at least this fast (pixels per millisecond) moves the sheet its way, however short. */
export const FLICK_SPEED = 0.5;

/** Whether a press that moved `dy` pixels (down positive) is a drag rather than a tap. */
export function isDrag(dy: number): boolean {
  return Math.abs(dy) >= TAP_SLOP_PX;
}

/**
 * Whether the sheet ends open after a drag of `dy` pixels (down positive, up negative) over `ms`
 * milliseconds: a flick or a long enough drag goes the way it went (up opens, down closes); anything
 * else leaves the sheet as it was.
 */
export function openAfterDrag(wasOpen: boolean, dy: number, ms: number): boolean {
  if (!isDrag(dy)) return wasOpen;
  const speed = Math.abs(dy) / Math.max(ms, 1);
  if (speed >= FLICK_SPEED || Math.abs(dy) >= DRAG_DISTANCE_PX) return dy < 0;
  return wasOpen;
}
