import { CAR_CARD_FIELDS, carCardSchema, type CarCard, type Facet, type ShowroomApi, type SiteCodeValue } from '@showroom/contracts';
import { carsRequest, carsUpToPageRequests, facetsRequest, type SearchState } from '../search-state';

export interface CarSearchAnswer {
  facets: Facet[];
  cars: CarCard[];
  total: number;
}

/**
 * The state as requested: no sortName means the site's default, the first of its configured sort
 * options, which need not be the search service's own default (newest). The URL keeps '' so a
 * shared link follows the site's default.
 */
export function withDefaultSort(state: SearchState, defaultSort: string | undefined): SearchState {
  return state.sortName || !defaultSort ? state : { ...state, sortName: defaultSort };
}

/**
 * A whole search as the list shows it: the facets-only request (limit 0) first, then the cars of
 * pages 0..page (spec 2: "first requested facets-only, then cars at 48 per page").
 */
export async function runCarSearch(api: ShowroomApi, site: SiteCodeValue, searched: SearchState, facetNames: readonly string[], defaultSort?: string): Promise<CarSearchAnswer> {
  const state = withDefaultSort(searched, defaultSort);
  const facets = await api.search(facetsRequest(site, state, facetNames), carCardSchema);
  const pages = [];
  for (const request of carsUpToPageRequests(site, state, CAR_CARD_FIELDS)) pages.push(await api.search(request, carCardSchema));
  return { facets: facets.facet, cars: pages.flatMap((p) => p.content), total: pages[0]?.total_items ?? facets.total_items };
}

/** The next show-more page only (state.page is the page to add). */
export async function runNextPage(api: ShowroomApi, site: SiteCodeValue, state: SearchState, defaultSort?: string): Promise<CarCard[]> {
  return (await api.search(carsRequest(site, withDefaultSort(state, defaultSort), CAR_CARD_FIELDS), carCardSchema)).content;
}
