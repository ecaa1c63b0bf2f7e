import { formatNear, parseNear, SITE_FACET_MAX_VALUES, SITE_FACET_NAMES, type NearPoint, type SiteFacetFilters, type SiteFacetName } from '@showroom/contracts';

/** What the URL holds beyond search and page: the point the list is sorted from, and the ticked facet values. */
export interface FinderState {
  near: NearPoint | null;
  filters: SiteFacetFilters;
}

export const NEAR_PARAM = 'near';

type Query = Readonly<Record<string, string | readonly string[] | undefined>>;
const all = (value: string | readonly string[] | undefined): readonly string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : value);

/**
 * The near point and facet values of a page URL, read leniently (people type and share URLs): a
 * malformed or off-the-globe near is no near, values of facets the page does not offer are ignored,
 * empty and repeated values dropped, at most 50 a facet.
 */
export function finderStateFromQuery(query: Query, offered: readonly SiteFacetName[]): FinderState {
  const near = parseNear(all(query[NEAR_PARAM])[0]);
  const filters: SiteFacetFilters = {};
  for (const name of offered) {
    const values = [...new Set(all(query[name]).map((value) => value.trim()).filter((value) => value !== '' && value.length <= 200 && !/\p{Cc}/u.test(value)))].slice(0, SITE_FACET_MAX_VALUES);
    if (values.length > 0) filters[name] = values;
  }
  return { near, filters };
}

/** Writes near and the facet values into URL parameters, replacing what was there; others are kept. */
export function writeFinderParams(params: URLSearchParams, state: FinderState): void {
  params.delete(NEAR_PARAM);
  for (const name of SITE_FACET_NAMES) params.delete(name);
  if (state.near) params.set(NEAR_PARAM, formatNear(state.near));
  for (const name of SITE_FACET_NAMES) for (const value of state.filters[name] ?? []) params.append(name, value);
}

/** The filters with one value ticked or unticked; a facet left without values is dropped. */
export function toggleFacetValue(filters: SiteFacetFilters, name: SiteFacetName, value: string, checked: boolean): SiteFacetFilters {
  const rest = (filters[name] ?? []).filter((v) => v !== value);
  const values = checked ? [...rest, value] : rest;
  const next = { ...filters };
  if (values.length > 0) next[name] = values;
  else delete next[name];
  return next;
}
