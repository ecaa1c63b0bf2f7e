import type { SearchRequestInput } from '@showroom/contracts';
import type { SiteCode } from '@showroom/sites';
import { KIT_CARD_FIELDS } from '../kit-grid/kitCard';
import { KIT_FACETS, type KitSearchState } from './searchState';

export const KIT_PAGE_SIZE = 48; // spec 3 §9

/** The kits search (spec 3 §7.2: index kits, limit 48, sort, facets, filters, keyphrase) for one page. */
export function kitSearchRequest(site: SiteCode, state: KitSearchState, offset: number, withFacets: boolean): SearchRequestInput {
  const request: SearchRequestInput = { index: 'kits', site, limit: KIT_PAGE_SIZE, offset, sort_name: 'name_asc', fields: [...KIT_CARD_FIELDS] };
  if (state.keyphrase) request.keyphrase = state.keyphrase;
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, values]) => values.length > 0));
  if (Object.keys(filters).length > 0) request.filters = filters;
  if (withFacets) request.facets = KIT_FACETS.map((name) => ({ name, sort_order: 'text_asc' as const }));
  return request;
}

/** Where "Visa fler" continues: after the kits shown, or null when every kit is shown. */
export function nextOffset(shown: number, total: number): number | null {
  return shown < total ? shown : null;
}
