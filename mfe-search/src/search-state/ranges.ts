import type { RangeValue } from './types';

/** A range facet's span over the matching cars (the histogram facet's min and max). */
export interface RangeSpan {
  min: number;
  max: number;
}

/** Parses a typed bound: spaces (also non-breaking and thin ones) stripped, an integer or null. */
export function parseRangeInput(text: string): number | null {
  // \s covers U+00A0, U+202F and U+2009, the group separators of sv/nb/fi/sk number formatting.
  const compact = String(text ?? '').replace(/\s+/g, '');
  // 15 digits stay within Number's exact integers.
  if (!/^-?\d{1,15}$/.test(compact)) return null;
  return Number(compact);
}

/**
 * Clamps a range into the span and keeps lower <= upper. When the bounds cross, the side the user
 * just changed (`changed`, default 'min') stays and the other side moves to it. Open sides stay open.
 */
export function clampRange(value: RangeValue, span: RangeSpan, changed: 'min' | 'max' = 'min'): RangeValue {
  if (!Number.isFinite(span.min) || !Number.isFinite(span.max)) return { ...value };
  const low = Math.min(span.min, span.max);
  const high = Math.max(span.min, span.max);
  const clamp = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? undefined : Math.min(high, Math.max(low, n)));
  let min = clamp(value.min);
  let max = clamp(value.max);
  if (min !== undefined && max !== undefined && min > max) {
    if (changed === 'min') max = min;
    else min = max;
  }
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/**
 * The filter a range makes: a side at (or beyond) the span's edge is left open, and null when both
 * are, since a range equal to the full span removes the filter (spec 2 "Range filters").
 */
export function rangeFilter(value: RangeValue, span: RangeSpan): RangeValue | null {
  // An unusable span (bad facet data) has no edges, so it opens no side.
  const low = Number.isFinite(span.min) ? span.min : -Infinity;
  const high = Number.isFinite(span.max) ? span.max : Infinity;
  const min = value.min !== undefined && Number.isFinite(value.min) && value.min > low ? value.min : undefined;
  const max = value.max !== undefined && Number.isFinite(value.max) && value.max < high ? value.max : undefined;
  if (min === undefined && max === undefined) return null;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}
