import { CAR_CARD_FIELDS, type CarCard, type Facet, type SiteCodeValue } from '@showroom/contracts';
import { carsRequest, carsUpToPageRequests, facetsRequest, type SearchState } from '../search-state';
import type { CarSearcher } from './carSearcher';

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
 * A whole search as the list shows it: the facets-only request (limit 0) is sent first, then the
 * cars of pages 0..page (spec 2: "first requested facets-only, then cars at 48 per page"). The cars
 * are sent without waiting for the facets' answer: neither needs the other, and waiting would add
 * the facet counting time to every filter change (docs/decisions.md, "Car search").
 */
export async function runCarSearch(searchCars: CarSearcher, site: SiteCodeValue, searched: SearchState, facetNames: readonly string[], defaultSort?: string): Promise<CarSearchAnswer> {
  const state = withDefaultSort(searched, defaultSort);
  const facetsAnswer = searchCars(facetsRequest(site, state, facetNames));
  const pagesAnswer = Promise.all(carsUpToPageRequests(site, state, CAR_CARD_FIELDS).map(searchCars));
  // One await for both, so a failure of either is handled here and never left unhandled.
  const [facets, pages] = await Promise.all([facetsAnswer, pagesAnswer]);
  return { facets: facets.facet, cars: pages.flatMap((p) => p.content), total: pages[0]?.total_items ?? facets.total_items };
}

/** The next show-more page only (state.page is the page to add). */
export async function runNextPage(searchCars: CarSearcher, site: SiteCodeValue, state: SearchState, defaultSort?: string): Promise<CarCard[]> {
  return (await searchCars(carsRequest(site, withDefaultSort(state, defaultSort), CAR_CARD_FIELDS))).content;
}
