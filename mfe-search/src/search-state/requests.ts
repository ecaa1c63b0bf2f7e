import type { FacetRequest, SearchRequestInput } from '@showroom/contracts';
import { CAR_LIST_PAGE_SIZE, LAST_PAGE, MAX_REQUEST_LIMIT } from './constants';
import { isFilterKey, MAX_FILTER_KEYS, MAX_KEYPHRASE_LENGTH, SORT_NAME_PATTERN } from './limits';
import { searchFilters } from './searchFilters';
import type { SearchState } from './types';

type Site = SearchRequestInput['site'];

/** Keyphrase, sort and filters of a state as request fields, leaving out what is empty. */
function queryPart(state: SearchState, withSort = true): Pick<SearchRequestInput, 'keyphrase' | 'filters' | 'sort_name'> {
  const keyphrase = state.keyphrase.trim().slice(0, MAX_KEYPHRASE_LENGTH);
  const filters = searchFilters(state);
  return {
    ...(keyphrase ? { keyphrase } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
    // '' is the site's default sort, which is the service's default when sort_name is left out.
    ...(withSort && SORT_NAME_PATTERN.test(state.sortName) ? { sort_name: state.sortName } : {}),
  };
}

/** The facets-only first request of the car list (limit 0): counts for the filter panel. */
export function facetsRequest(site: Site, state: SearchState, facetNames: readonly (string | FacetRequest)[]): SearchRequestInput {
  const facets = facetNames
    .map((facet) => (typeof facet === 'string' ? { name: facet } : facet))
    .filter((facet) => facet.name.length <= 100 && isFilterKey(facet.name))
    .slice(0, MAX_FILTER_KEYS);
  // The sort does not change counts, so it is left out.
  return { index: 'cars', site, limit: 0, offset: 0, facets, ...queryPart(state, false) };
}

/** One show-more page of cars: 48 from offset page*48. */
export function carsRequest(site: Site, state: SearchState, fields: readonly string[]): SearchRequestInput {
  const page = Math.min(Math.max(0, Math.trunc(state.page) || 0), LAST_PAGE);
  return { index: 'cars', site, fields: [...fields], limit: CAR_LIST_PAGE_SIZE, offset: page * CAR_LIST_PAGE_SIZE, ...queryPart(state) };
}

/**
 * The requests that load pages 0..page at once, as after a reload of a URL with page=N: the
 * (N+1)*48 cars split into consecutive requests of at most 100 (the service's limit), e.g. page 2
 * is 144 cars = offset 0 limit 100, then offset 100 limit 44. Run them in order and concatenate
 * the content; page 0 is the same single request as carsRequest.
 */
export function carsUpToPageRequests(site: Site, state: SearchState, fields: readonly string[]): SearchRequestInput[] {
  const page = Math.min(Math.max(0, Math.trunc(state.page) || 0), LAST_PAGE);
  const total = (page + 1) * CAR_LIST_PAGE_SIZE;
  if (total <= CAR_LIST_PAGE_SIZE) return [carsRequest(site, { ...state, page: 0 }, fields)];
  const query = queryPart(state);
  const requests: SearchRequestInput[] = [];
  for (let offset = 0; offset < total; offset += MAX_REQUEST_LIMIT) {
    requests.push({ index: 'cars', site, fields: [...fields], limit: Math.min(MAX_REQUEST_LIMIT, total - offset), offset, ...query });
  }
  return requests;
}
