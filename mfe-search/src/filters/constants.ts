/** A typed range bound applies after this long without typing (spec 2 "Range filters", §9). */
export const RANGE_APPLY_IDLE_MS = 1500;

/** A value facet gets a search box from this many values on (spec 2 "Search text", §9). */
export const FACET_SEARCH_MIN_VALUES = 10;

/** Value groups shown open on first render; the rest start collapsed unless they hold a selection. */
export const INITIALLY_OPEN_GROUPS = 3;
