/** Fields the search service facets as ranges (spec 2, "Range filters"). */
export const RANGE_FACET_FIELDS = [
  'car_price',
  'car_campaign_price',
  'car_mileage',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_power',
  'gross_price',
  'retailPrice',
] as const;
