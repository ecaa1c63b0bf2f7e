import { rangeText, searchFilters } from './searchFilters';
import { EMPTY_SEARCH, type SearchState } from './types';

const state = (over: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...over });

describe('rangeText', () => {
  it.each<[string, Parameters<typeof rangeText>[0], string | null]>([
    ['both sides', { min: 1, max: 2 }, '1..2'],
    ['open below', { max: 2 }, '..2'],
    ['open above', { min: 1 }, '1..'],
    ['swapped sides are ordered', { min: 9, max: 3 }, '3..9'],
    ['both open is no filter', {}, null],
    ['non-finite sides are open', { min: Number.NaN, max: Infinity }, null],
    ['missing range', undefined, null],
  ])('%s', (_name, range, expected) => {
    expect(rangeText(range)).toBe(expected);
  });
});

describe('searchFilters', () => {
  it('sorts keys and values, de-duplicates and formats ranges', () => {
    const filters = searchFilters(state({ values: { car_fuel: ['El'], car_brand: ['Volvo', 'BMW', 'Volvo'] }, ranges: { car_price: { min: 100, max: 200 } } }));
    expect(filters).toEqual({ car_brand: ['BMW', 'Volvo'], car_fuel: ['El'], car_price: ['100..200'] });
    expect(Object.keys(filters)).toEqual(['car_brand', 'car_fuel', 'car_price']);
  });

  it('skips bad keys, blank and oversized values and empty lists', () => {
    const filters = searchFilters(state({ values: { 'bad key': ['x'], car_color: ['', 'y'.repeat(201), 'Röd'], car_body: [] } }));
    expect(filters).toEqual({ car_color: ['Röd'] });
  });

  it('caps at 50 keys and 100 values per key', () => {
    const values: Record<string, string[]> = {};
    // k00..k59 sort in that order; keeps k00..k49.
    for (let i = 0; i < 60; i++) values[`k${String(i).padStart(2, '0')}`] = ['x'];
    values.k00 = Array.from({ length: 120 }, (_, i) => `v${String(i).padStart(3, '0')}`);
    const filters = searchFilters(state({ values }));
    expect(Object.keys(filters)).toHaveLength(50);
    expect(filters.k49).toEqual(['x']);
    expect(filters.k50).toBeUndefined();
    expect(filters.k00).toHaveLength(100);
    expect(filters.k00?.[99]).toBe('v099');
  });
});
