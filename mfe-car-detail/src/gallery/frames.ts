// Frame arithmetic of the 360 viewer (spec 2 §9: 150 ms per frame, drag step 5 px, 5 frames preloaded each side).

export const FRAME_INTERVAL_MS = 150;
export const DRAG_STEP_PX = 5;
export const PRELOAD_RADIUS = 5;

/** The frame `delta` steps away from `current` among `count` frames, wrapping around both ends. */
export function stepFrame(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}

/** Whole frames a drag of `dx` pixels turns: one per 5 px, towards zero (a 9 px drag is 1 frame, -9 px is -1). */
export function framesForDrag(dx: number, stepPx: number = DRAG_STEP_PX): number {
  // `+ 0` turns -0 (a small leftward drag) into 0.
  return Math.trunc(dx / stepPx) + 0;
}

/** The frames to keep loaded around `current`: itself and `radius` on each side, wrapped, each once. */
export function preloadWindow(current: number, count: number, radius: number = PRELOAD_RADIUS): number[] {
  if (count <= 0) return [];
  const frames = new Set<number>();
  for (let delta = -radius; delta <= radius; delta++) frames.add(stepFrame(current, delta, count));
  return [...frames].sort((a, b) => a - b);
}
