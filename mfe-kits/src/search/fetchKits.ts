import { partialKitSchema, type KitCard, type ValueFacet } from '@showroom/contracts';
import { createHttpApi } from '@showroom/api-client';
import type { SiteCode } from '@showroom/sites';
import { toKitCards } from '../kit-grid/kitCard';
import { kitSearchRequest } from './kitSearchRequest';
import type { KitSearchState } from './searchState';

export interface KitPage {
  kits: KitCard[];
  total: number;
  facets: ValueFacet[];
}

/**
 * One page of kits from the browser, through the BFF's search route (the same call the server prefetch makes).
 * Loaded with `await import()` after a click or a filter change, so the first load carries none of it.
 */
export async function fetchKitPage(apiBase: string, site: SiteCode, state: KitSearchState, offset: number, withFacets: boolean): Promise<KitPage> {
  const result = await createHttpApi(apiBase).search(kitSearchRequest(site, state, offset, withFacets), partialKitSchema);
  const facets = result.facet.filter((facet): facet is ValueFacet => facet.type === 'value');
  return { kits: toKitCards(result.content), total: result.total_items, facets };
}
