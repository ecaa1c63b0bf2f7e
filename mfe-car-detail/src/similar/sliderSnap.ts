/** Spec 2 §4: the similar-cars slider snaps to the far end when dragged at least 30 percent. */
export const SNAP_FRACTION = 0.3;

export type SliderEnd = 'start' | 'end';

/**
 * Where the two-position slider rests after a drag of `dragPx` (negative: towards the end, as the
 * track moves left) on a track that overflows by `overflowPx`: the far end once the drag covers at
 * least 30 % of the way, else back where it was. A track that does not overflow stays at the start.
 */
export function snapAfterDrag(from: SliderEnd, dragPx: number, overflowPx: number): SliderEnd {
  if (!(overflowPx > 0)) return 'start';
  const towardsEnd = from === 'start' ? -dragPx : dragPx;
  return towardsEnd / overflowPx >= SNAP_FRACTION ? (from === 'start' ? 'end' : 'start') : from;
}
