import { KEYPHRASE_PARAM, KIT_FACETS, type KitFacetName, type KitSearchState } from './searchState';

// Only the browser's search code (a lazy chunk) changes a search; the first load only reads one.

/** The query string ('' or '?…') of a search state; the inverse of parseSearchState (searchStateParse.ts). */
export function searchStateQuery(state: KitSearchState): string {
  const params = new URLSearchParams();
  if (state.keyphrase) params.set(KEYPHRASE_PARAM, state.keyphrase);
  for (const facet of KIT_FACETS) for (const value of state.filters[facet] ?? []) params.append(facet, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The state with one filter value switched on or off. */
export function toggleFilter(state: KitSearchState, facet: KitFacetName, value: string): KitSearchState {
  const current = state.filters[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...state.filters };
  if (next.length > 0) filters[facet] = next;
  else delete filters[facet];
  return { ...state, filters };
}
