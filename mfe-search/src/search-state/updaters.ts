import { LAST_PAGE } from './constants';
import { EXCLUDE_SUFFIX, MAX_KEYPHRASE_LENGTH } from './limits';
import type { RangeValue, SearchState } from './types';

/*
 * Every filter change returns a new state at page 0 (spec 2: "Changing any filter resets the page
 * to 0"); states are never mutated, so React can compare them by reference.
 */

/** A copy of a record without some keys (fromEntries defines own properties, whatever the key). */
function without<T>(record: Record<string, T>, ...keys: string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

/** A facet's own value list ("__proto__" or "toString" would otherwise read Object.prototype). */
function valuesOf(state: SearchState, facet: string): string[] {
  const list = Object.hasOwn(state.values, facet) ? state.values[facet] : undefined;
  return Array.isArray(list) ? list : [];
}

/** The state with a facet's value list replaced (an empty list removes the facet's key). */
export function setValues(state: SearchState, facet: string, values: readonly string[]): SearchState {
  const rest = without(state.values, facet);
  const unique = [...new Set(values)];
  return { ...state, page: 0, values: unique.length ? { ...rest, [facet]: unique } : rest };
}

/** Adds the value to the facet when absent, removes it when present. */
export function toggleValue(state: SearchState, facet: string, value: string): SearchState {
  const current = valuesOf(state, facet);
  return setValues(state, facet, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
}

/** Sets a range filter; null (or a range with both sides open) removes it. */
export function setRange(state: SearchState, field: string, range: RangeValue | null): SearchState {
  const rest = without(state.ranges, field);
  const keep = range !== null && (range.min !== undefined || range.max !== undefined);
  return { ...state, page: 0, ranges: keep ? { ...rest, [field]: { ...range } } : rest };
}

/** Removes every filter of a facet: its values, its exclusions (".neq") and its range. */
export function clearFacet(state: SearchState, facet: string): SearchState {
  const values = without(state.values, facet, `${facet}${EXCLUDE_SUFFIX}`);
  return { ...state, page: 0, values, ranges: without(state.ranges, facet) };
}

/** Sets the keyphrase, trimmed and cut at 200 characters. */
export function setKeyphrase(state: SearchState, keyphrase: string): SearchState {
  return { ...state, page: 0, keyphrase: keyphrase.trim().slice(0, MAX_KEYPHRASE_LENGTH) };
}

/** Sets the sort option ('' is the site's default). */
export function setSort(state: SearchState, sortName: string): SearchState {
  return { ...state, page: 0, sortName };
}

/** Clears the keyphrase and every value and range filter; the chosen sort is kept (it is not a filter). */
export function clearAll(state: SearchState): SearchState {
  return { ...state, page: 0, keyphrase: '', values: {}, ranges: {} };
}

/**
 * Adds search-text filters (see parseSearchText) to the state and sets its keyphrase: the list's
 * keyphrase box uses it so typed brands become filters like in the hero banner.
 */
export function applySearchText(state: SearchState, parsed: { values: Record<string, string[]>; keyphrase: string }): SearchState {
  let next = setKeyphrase(state, parsed.keyphrase);
  for (const [facet, values] of Object.entries(parsed.values)) {
    next = setValues(next, facet, [...valuesOf(next, facet), ...values]);
  }
  return next;
}

/** The next show-more page; stays on the last page (19) since page 20 is never requested. */
export function nextPage(state: SearchState): SearchState {
  return state.page >= LAST_PAGE ? state : { ...state, page: Math.max(0, state.page) + 1 };
}
