/** Cars per show-more page (spec 2 §9). */
export const CAR_LIST_PAGE_SIZE = 48;

/** Pages the list may show (spec 2 §9): pages 0..19; asking for page 20 is the show-more error state. */
export const MAX_PAGE = 20;

/** The highest 0-based page that may be shown. */
export const LAST_PAGE = MAX_PAGE - 1;

/** A typed range applies after this long without typing (spec 2 "Range filters", §9). */
export const RANGE_APPLY_IDLE_MS = 1500;

/** The search service answers at most this many items per request (contracts searchRequestSchema). */
export const MAX_REQUEST_LIMIT = 100;
