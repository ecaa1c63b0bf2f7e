import { panelFacetNames, RANGE_FIELDS } from './carListFacets';

describe('panelFacetNames', () => {
  it('keeps the configured order, drops duplicates and the plain model facet when brand > model exists', () => {
    const labels = [
      { Name: 'car_brand', Label: 'Märke' },
      { Name: 'car_brand>car_model', Label: 'Modell' },
      { Name: 'car_model', Label: 'Modell' },
      { Name: 'car_fuel', Label: 'Drivmedel' },
      { Name: 'car_fuel', Label: 'Bränsle' },
    ];
    expect(panelFacetNames(labels)).toEqual(['car_brand', 'car_brand>car_model', 'car_fuel']);
    expect(panelFacetNames([{ Name: 'car_model', Label: 'Modell' }])).toEqual(['car_model']);
  });

  it('falls back to the basic facets without a configuration', () => {
    expect(panelFacetNames([])).toContain('car_brand>car_model');
    expect(RANGE_FIELDS).toEqual(expect.arrayContaining(['car_price', 'car_mileage', 'car_year']));
  });
});
