/** A parsed range filter value; either side may be open. */
export interface RangeValue {
  min?: number;
  max?: number;
}

/** Parses "min..max" (either side optional); null when the value is not a range. */
export function parseRangeValue(value: string): RangeValue | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)?\s*\.\.\s*(-?\d+(?:\.\d+)?)?\s*$/.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const range: RangeValue = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  return range;
}

/** Formats a range filter value, leaving open sides empty. */
export function formatRangeValue(range: RangeValue): string {
  return `${range.min ?? ''}..${range.max ?? ''}`;
}
