/** A range filter's bounds; either side may be open. */
export interface RangeValue {
  min?: number;
  max?: number;
}

/**
 * What a car search is (spec 2 "Search query"), as the car list keeps it in the URL:
 * keyphrase, sort, page, value filters per facet name (a `.neq` key excludes), ranges per range field.
 */
export interface SearchState {
  keyphrase: string;
  /** A sort option's name; '' is the site's default. */
  sortName: string;
  /** 0-based show-more page: pages 0..page are shown. */
  page: number;
  /** Value filters by facet name, e.g. { car_brand: ['BMW'], 'car_brand>car_model': ['BMW>X5'], 'car_fuel.neq': ['Diesel'] }. */
  values: Record<string, string[]>;
  /** Range filters by range field, e.g. { car_price: { min: 100000, max: 300000 } }. */
  ranges: Record<string, RangeValue>;
}

export const EMPTY_SEARCH: SearchState = { keyphrase: '', sortName: '', page: 0, values: {}, ranges: {} };
