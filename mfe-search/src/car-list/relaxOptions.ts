import { clearFacet, setRange, type SearchState } from '../search-state';

export interface RelaxOption {
  /** The facet or range field the option drops. */
  key: string;
  /** The search without it. */
  search: SearchState;
}

/** One option per active filter (value facet, exclusion or range), each the search without it; the keyphrase too. */
export function relaxOptions(search: SearchState): RelaxOption[] {
  const options: RelaxOption[] = [];
  for (const [key, values] of Object.entries(search.values)) if (values.length) options.push({ key, search: clearFacet(search, key) });
  for (const key of Object.keys(search.ranges)) options.push({ key, search: setRange(search, key, null) });
  if (search.keyphrase.trim()) options.push({ key: 'keyphrase', search: { ...search, keyphrase: '', page: 0 } });
  return options;
}
