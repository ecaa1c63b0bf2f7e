import { facetIsActive, filterKey, selectedFilters } from './selectedFilters';

describe('selectedFilters', () => {
  it('lists values, exclusions and ranges in state order', () => {
    const filters = selectedFilters(
      { car_brand: ['BMW', 'Audi'], 'car_fuel.neq': ['Diesel'] },
      { car_price: { min: 100000, max: 300000 }, car_mileage: { max: 5000 } },
    );
    expect(filters).toEqual([
      { kind: 'value', id: 'car_brand=BMW', facet: 'car_brand', value: 'BMW', excluded: false },
      { kind: 'value', id: 'car_brand=Audi', facet: 'car_brand', value: 'Audi', excluded: false },
      { kind: 'value', id: 'car_fuel.neq=Diesel', facet: 'car_fuel', value: 'Diesel', excluded: true },
      { kind: 'range', id: 'car_price:range', field: 'car_price', min: 100000, max: 300000 },
      { kind: 'range', id: 'car_mileage:range', field: 'car_mileage', max: 5000 },
    ]);
  });

  it('skips malformed entries, empty values, duplicates and open ranges', () => {
    const filters = selectedFilters(
      { car_brand: ['BMW', 'BMW', '', 7], car_body: 'SUV', car_fuel: [] },
      { car_price: {}, car_power: null, car_mileage: { min: Number.NaN, max: 'x' } },
    );
    expect(filters.map((f) => f.id)).toEqual(['car_brand=BMW']);
  });
});

describe('selectedFilters for "Filter (n)"', () => {
  it('counts each value and each range (2 brands + 1 range = 3)', () => {
    expect(selectedFilters({ car_brand: ['BMW', 'Audi'] }, { car_price: { min: 1 } })).toHaveLength(3);
    expect(selectedFilters({}, {})).toHaveLength(0);
  });
});

describe('filterKey and facetIsActive', () => {
  it('adds .neq for an exclusion and finds a facet by values or range', () => {
    const filters = selectedFilters({ 'car_fuel.neq': ['Diesel'] }, { car_price: { min: 1 } });
    const [fuel] = filters;
    expect(fuel?.kind === 'value' && filterKey(fuel)).toBe('car_fuel.neq');
    expect(facetIsActive('car_fuel', filters)).toBe(true);
    expect(facetIsActive('car_price', filters)).toBe(true);
    expect(facetIsActive('car_brand', filters)).toBe(false);
  });
});
