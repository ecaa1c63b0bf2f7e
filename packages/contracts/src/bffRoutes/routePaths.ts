// Method and path of the routes that have two descriptions: the zod one the BFF serves, and a hand-written check the
// browser calls (*Checked.ts). Both take them from here, so they cannot drift apart, and neither file imports the
// other: a bundle with one description does not carry the other's code.

/** POST /api/search: one search of the search service. */
export const SEARCH_ROUTE = { method: 'POST', path: '/api/search' } as const;
/**
 * At most this many searches in one batch (POST /api/search/batch): the car list's facets-only search and its page
 * of cars, which a filter change needs together. Two, so that a batch never asks the search service for more than
 * two single searches would (the rate limit counts requests). Here, with no schema, for the browser's batching.
 */
export const MAX_SEARCH_BATCH = 2;
/** POST /api/search/batch: up to MAX_SEARCH_BATCH searches in one request, answered in order. */
export const SEARCH_BATCH_ROUTE = { method: 'POST', path: '/api/search/batch' } as const;
/** GET /api/sites: one page of the dealer list. */
export const SITES_LIST_ROUTE = { method: 'GET', path: '/api/sites' } as const;
/** GET /api/places/autocomplete: town suggestions for what was typed. */
export const PLACES_AUTOCOMPLETE_ROUTE = { method: 'GET', path: '/api/places/autocomplete' } as const;
/** GET /api/places/details/:placeId: a suggestion's coordinates and region. */
export const PLACES_DETAILS_ROUTE = { method: 'GET', path: '/api/places/details/:placeId' } as const;
