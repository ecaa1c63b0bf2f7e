import { facetLabel } from './facetLabel';

describe('facetLabel', () => {
  it('uses the configured label', () => {
    expect(facetLabel('car_brand', { car_brand: 'Märke' })).toBe('Märke');
  });

  it.each([
    // prefix "car_" dropped, underscores to spaces, first letter capital
    ['car_privateleasing_monthly_cost', 'Privateleasing monthly cost'],
    ['car_fuel', 'Fuel'],
    // camel case split into words
    ['retailPrice', 'Retail price'],
    // nested levels joined with a visible separator
    ['car_brand>car_model', 'Brand › Model'],
  ])('falls back to a readable name for %s', (name, expected) => {
    expect(facetLabel(name, {})).toBe(expected);
  });

  it('ignores a blank label and keys of Object.prototype', () => {
    expect(facetLabel('car_body', { car_body: '  ' })).toBe('Body');
    expect(facetLabel('toString', {})).toBe('To string');
  });
});
