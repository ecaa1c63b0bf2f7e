import { facetLabel } from './facetLabel';

describe('facetLabel', () => {
  it('uses the configured label', () => {
    expect(facetLabel('car_brand', { car_brand: 'Märke' })).toBe('Märke');
  });

  // Spec 2 §8 "Missing facet map": the list still shows, with the raw field names (issue 15).
  it.each([
    ['car_privateleasing_monthly_cost', 'car_privateleasing_monthly_cost'],
    ['retailPrice', 'retailPrice'],
    ['car_brand>car_model', 'car_brand>car_model'],
  ])('falls back to the raw field name for %s', (name, expected) => {
    expect(facetLabel(name, {})).toBe(expected);
  });

  it('ignores a blank label and keys of Object.prototype', () => {
    expect(facetLabel('car_body', { car_body: '  ' })).toBe('car_body');
    expect(facetLabel('toString', {})).toBe('toString');
  });
});
