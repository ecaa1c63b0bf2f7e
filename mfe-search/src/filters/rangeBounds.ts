/** A range facet's span over the matching cars. */
export interface Span {
  min: number;
  max: number;
}

/** A range filter's bounds; an absent side is open. */
export interface Bounds {
  min?: number;
  max?: number;
}

export type BoundSide = 'min' | 'max';

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The whole-number span of a histogram facet, or null when it offers no choice (bad numbers, or a
 * single value): the inputs take integers, so the span is widened to whole numbers.
 */
export function facetSpan(facet: { min: unknown; max: unknown }): Span | null {
  if (!finite(facet.min) || !finite(facet.max)) return null;
  const min = Math.floor(facet.min);
  const max = Math.ceil(facet.max);
  return max > min ? { min, max } : null;
}

/**
 * Bounds clamped into the span with lower <= upper. When they cross, the side just changed
 * (`changed`) stays and the other moves to it. Non-numbers become open sides.
 */
export function clampBounds(bounds: Bounds | null | undefined, span: Span, changed: BoundSide = 'min'): Bounds {
  const clamp = (n: unknown) => (finite(n) ? Math.min(span.max, Math.max(span.min, n)) : undefined);
  let min = clamp(bounds?.min);
  let max = clamp(bounds?.max);
  if (min !== undefined && max !== undefined && min > max) {
    if (changed === 'min') max = min;
    else min = max;
  }
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** The filter bounds make: a side at the span's edge is left open, and null (no filter) when both are. */
export function boundsFilter(bounds: Bounds, span: Span): Bounds | null {
  const min = finite(bounds.min) && bounds.min > span.min ? bounds.min : undefined;
  const max = finite(bounds.max) && bounds.max < span.max ? bounds.max : undefined;
  if (min === undefined && max === undefined) return null;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** Whether two filters are the same (null and both-open are the same: no filter). */
export function sameFilter(a: Bounds | null | undefined, b: Bounds | null | undefined): boolean {
  return (a?.min ?? null) === (b?.min ?? null) && (a?.max ?? null) === (b?.max ?? null);
}
