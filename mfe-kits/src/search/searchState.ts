/** The facets the kits index offers for filtering (spec 3 §3.1: kitcategory, kitsubcategory, partsubsubcategory). */
export const KIT_FACETS = ['kitcategory', 'kitsubcategory', 'partsubsubcategory'] as const;
export type KitFacetName = (typeof KIT_FACETS)[number];

/** What the visitor searched for; kept in the URL so a search can be shared and reloaded. */
export interface KitSearchState {
  keyphrase: string;
  filters: Partial<Record<KitFacetName, string[]>>;
}

export const EMPTY_SEARCH: KitSearchState = { keyphrase: '', filters: {} };

/** The query parameter of the keyphrase; filters use the facet names themselves. */
export const KEYPHRASE_PARAM = 'q';

/** True when the visitor searched or filtered (so an empty answer is "no results", not an empty catalogue). */
export const isSearching = (state: KitSearchState) => state.keyphrase !== '' || Object.keys(state.filters).length > 0;
