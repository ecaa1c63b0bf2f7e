import { RANGE_FACET_FIELDS, type FacetLabel } from '@showroom/contracts';

/** Fields the list treats as ranges: the spec's eight and the model year. */
export const RANGE_FIELDS: readonly string[] = [...RANGE_FACET_FIELDS, 'car_year'];

// Shown when the site has no facet label map (spec 2 §8, logged): the list still filters by the basics.
const FALLBACK_FACETS = ['car_brand', 'car_brand>car_model', 'car_condition', 'car_body', 'car_fuel', 'car_gearbox', 'car_year', 'car_price', 'car_mileage'];

/**
 * The facets the panel shows, in the content configuration's order. The plain model facet is left
 * out where the nested brand > model one exists (the same choice twice would confuse).
 */
export function panelFacetNames(labels: readonly FacetLabel[]): string[] {
  const names = labels.length ? labels.map((label) => label.Name) : FALLBACK_FACETS;
  const unique = [...new Set(names)];
  return unique.filter((name) => !(name === 'car_model' && unique.includes('car_brand>car_model')));
}
