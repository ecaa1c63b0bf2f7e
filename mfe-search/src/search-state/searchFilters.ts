import { formatRangeValue, type SearchFilters } from '@showroom/contracts';
import { isFilterKey, isFilterValue, MAX_FILTER_KEYS, MAX_VALUES_PER_KEY } from './limits';
import type { RangeValue, SearchState } from './types';

/** Code-unit order: the same everywhere (server and browser), unlike localeCompare. */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A range as the service's "min..max" text, or null when neither side is a finite number. */
export function rangeText(range: RangeValue | undefined): string | null {
  if (!range) return null;
  const min = Number.isFinite(range.min) ? range.min : undefined;
  const max = Number.isFinite(range.max) ? range.max : undefined;
  if (min === undefined && max === undefined) return null;
  // A swapped pair would match nothing; order it rather than send an empty search.
  if (min !== undefined && max !== undefined && min > max) return formatRangeValue({ min: max, max: min });
  return formatRangeValue({ min, max });
}

/**
 * The state's filters in canonical form: keys and values sorted, values de-duplicated, ranges as
 * "min..max", invalid keys/values skipped and the service's caps (50 keys, 100 values) applied.
 * Both the URL and the search request use it, so they always describe the same search.
 */
export function searchFilters(state: SearchState): SearchFilters {
  const entries = new Map<string, string[]>();
  for (const [key, list] of Object.entries(state.values ?? {})) {
    if (!isFilterKey(key) || !Array.isArray(list)) continue;
    const values = [...new Set(list.filter(isFilterValue))].sort(byCodeUnit).slice(0, MAX_VALUES_PER_KEY);
    if (values.length) entries.set(key, values);
  }
  for (const [key, range] of Object.entries(state.ranges ?? {})) {
    const text = isFilterKey(key) ? rangeText(range) : null;
    // A range field is never also a value facet; if both are present the range wins.
    if (text !== null) entries.set(key, [text]);
  }
  const keys = [...entries.keys()].sort(byCodeUnit).slice(0, MAX_FILTER_KEYS);
  return Object.fromEntries(keys.map((key) => [key, entries.get(key) as string[]]));
}
