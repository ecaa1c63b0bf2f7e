/** `value` kept within [min, max]; a value that is not a number becomes `min`. */
export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** `value` rounded to the nearest multiple of `unit` (halves round up, as Math.round does). */
export function roundToNearest(value: number, unit: number): number {
  return Math.round(value / unit) * unit;
}

/** The entry of a non-empty list closest to `value`; of two equally close, the smaller. */
export function nearest(value: number, list: readonly number[]): number {
  let best = list[0];
  if (best === undefined) throw new Error('nearest: empty list');
  for (const candidate of list) {
    const distance = Math.abs(candidate - value);
    const bestDistance = Math.abs(best - value);
    if (distance < bestDistance || (distance === bestDistance && candidate < best)) best = candidate;
  }
  return best;
}
