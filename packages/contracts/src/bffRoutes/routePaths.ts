// Method and path of the routes that have two descriptions: the zod one the BFF serves, and a hand-written check the
// browser calls (*Checked.ts). Both take them from here, so they cannot drift apart, and neither file imports the
// other: a bundle with one description does not carry the other's code.

/** POST /api/search: one search of the search service. */
export const SEARCH_ROUTE = { method: 'POST', path: '/api/search' } as const;
/** GET /api/sites: one page of the dealer list. */
export const SITES_LIST_ROUTE = { method: 'GET', path: '/api/sites' } as const;
/** GET /api/places/autocomplete: town suggestions for what was typed. */
export const PLACES_AUTOCOMPLETE_ROUTE = { method: 'GET', path: '/api/places/autocomplete' } as const;
/** GET /api/places/details/:placeId: a suggestion's coordinates and region. */
export const PLACES_DETAILS_ROUTE = { method: 'GET', path: '/api/places/details/:placeId' } as const;
