// The dealer list's facets, without schemas: the browser's list reads them on load (zod/mini's calls are not pure,
// docs/decisions.md); ./siteListFacets builds the BFF's schemas from them.

/** The facets the dealer list can offer, and the field of the sites index each counts. */
export const SITE_FACET_FIELDS = { region: 'site_region', brand: 'site_brands' } as const;
/** The facet names, in the order the list offers them. */
export const SITE_FACET_NAMES = ['region', 'brand'] as const;
export type SiteFacetName = (typeof SITE_FACET_NAMES)[number];

/** The most values a visitor can tick in one facet. */
export const SITE_FACET_MAX_VALUES = 50;

/** The values ticked in each offered facet ({} for none). */
export type SiteFacetFilters = Partial<Record<SiteFacetName, string[]>>;
