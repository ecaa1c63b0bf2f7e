import type { Facet } from '@showroom/contracts';

/** Above this many kits the filter bar shows even without facets (spec 3 §2.1 and §9: "total_items over 8"). */
export const FILTER_BAR_THRESHOLD = 8;

/** Spec 3 §2.1: "The filter bar is shown only if facets exist or total_items is over 8." */
export function showFilterBar(facets: readonly Facet[], total: number): boolean {
  return total > FILTER_BAR_THRESHOLD || facets.some((facet) => facet.type === 'value' && facet.value.length > 0);
}
