import type { FacetValue } from '@showroom/contracts';
import { FACET_SEARCH_MIN_VALUES } from './constants';

/** Whether a facet with this many values gets a search box (10 or more). */
export function showsValueSearch(valueCount: number): boolean {
  return valueCount >= FACET_SEARCH_MIN_VALUES;
}

/** A value that matches no car is disabled, unless it is selected (it must stay removable). */
export function isValueDisabled(value: FacetValue, selected: boolean): boolean {
  return value.count <= 0 && !selected;
}

/** The facet values usable on screen: entries with a text and a count, bad ones and repeated texts skipped. */
export function usableValues(values: unknown): FacetValue[] {
  if (!Array.isArray(values)) return [];
  const seen = new Set<string>();
  return values.filter((v): v is FacetValue => {
    const ok =
      typeof v === 'object' && v !== null && typeof v.text === 'string' && v.text !== '' && typeof v.count === 'number' && Number.isFinite(v.count) && !seen.has(v.text);
    if (ok) seen.add(v.text);
    return ok;
  });
}

/**
 * The values with selected ones the search left out appended at count 0 (a filter from the
 * URL that matches no car), so every selection has its checkbox.
 */
export function withSelectedValues(values: readonly FacetValue[], selected: readonly string[]): FacetValue[] {
  const known = new Set(values.map((v) => v.text));
  const missing = selected.filter((text) => !known.has(text)).map((text) => ({ text, count: 0 }));
  return [...values, ...missing];
}

/** The values whose text contains the query (case-insensitive; a blank query keeps all). */
export function matchValues(values: readonly FacetValue[], query: string): FacetValue[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...values];
  return values.filter((v) => v.text.toLocaleLowerCase().includes(needle));
}
