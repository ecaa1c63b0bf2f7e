import { applySearchText, clearAll, clearFacet, nextPage, setKeyphrase, setRange, setSort, setValues, toggleValue } from './updaters';
import { EMPTY_SEARCH, type SearchState } from './types';

const state = (over: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...over });
const onPage3 = state({ page: 3, keyphrase: 'drag', sortName: 'price_asc', values: { car_brand: ['BMW'], 'car_brand.neq': ['Kia'], car_fuel: ['El'] }, ranges: { car_price: { max: 5 }, car_mileage: { min: 1 } } });

describe('filter updaters', () => {
  it.each<[string, (s: SearchState) => SearchState, Partial<SearchState>]>([
    ['toggle adds an absent value', (s) => toggleValue(s, 'car_brand', 'Volvo'), { values: { ...onPage3.values, car_brand: ['BMW', 'Volvo'] } }],
    ['toggle adds a second value', (s) => toggleValue(s, 'car_fuel', 'Diesel'), { values: { ...onPage3.values, car_fuel: ['El', 'Diesel'] } }],
    ['toggle removes a present value', (s) => toggleValue(toggleValue(s, 'car_fuel', 'Diesel'), 'car_fuel', 'El'), { values: { ...onPage3.values, car_fuel: ['Diesel'] } }],
    ['toggling the last value removes the key', (s) => toggleValue(s, 'car_fuel', 'El'), { values: { car_brand: ['BMW'], 'car_brand.neq': ['Kia'] } }],
    ['toggle on a new facet', (s) => toggleValue(s, 'car_brand>car_model', 'BMW>X5'), { values: { ...onPage3.values, 'car_brand>car_model': ['BMW>X5'] } }],
    ['setValues replaces, de-duplicated', (s) => setValues(s, 'car_brand', ['Kia', 'Kia', 'Audi']), { values: { ...onPage3.values, car_brand: ['Kia', 'Audi'] } }],
    ['setRange sets', (s) => setRange(s, 'car_power', { min: 100 }), { ranges: { ...onPage3.ranges, car_power: { min: 100 } } }],
    ['setRange null removes', (s) => setRange(s, 'car_price', null), { ranges: { car_mileage: { min: 1 } } }],
    ['setRange both open removes', (s) => setRange(s, 'car_price', {}), { ranges: { car_mileage: { min: 1 } } }],
    ['clearFacet removes values and exclusions', (s) => clearFacet(s, 'car_brand'), { values: { car_fuel: ['El'] } }],
    ['clearFacet removes a range', (s) => clearFacet(s, 'car_mileage'), { ranges: { car_price: { max: 5 } } }],
    ['setKeyphrase trims', (s) => setKeyphrase(s, '  xc60  '), { keyphrase: 'xc60' }],
    ['setKeyphrase caps at 200', (s) => setKeyphrase(s, 'k'.repeat(230)), { keyphrase: 'k'.repeat(200) }],
    ['setSort', (s) => setSort(s, 'newest'), { sortName: 'newest' }],
    ['clearAll keeps only the sort', (s) => clearAll(s), { keyphrase: '', values: {}, ranges: {} }],
  ])('%s, and resets the page to 0', (_name, update, changed) => {
    const before = JSON.parse(JSON.stringify(onPage3));
    expect(update(onPage3)).toEqual({ ...onPage3, ...changed, page: 0 });
    // States are never mutated.
    expect(onPage3).toEqual(before);
  });

  it('applySearchText adds the parsed values to existing ones and sets the keyphrase', () => {
    const next = applySearchText(onPage3, { values: { car_brand: ['Volvo', 'BMW'], car_body: ['SUV'] }, keyphrase: 'drag' });
    expect(next).toEqual({ ...onPage3, page: 0, keyphrase: 'drag', values: { ...onPage3.values, car_brand: ['BMW', 'Volvo'], car_body: ['SUV'] } });
  });

  it('a facet named __proto__ stays an own key', () => {
    const next = toggleValue(EMPTY_SEARCH, '__proto__', 'x');
    expect(Object.keys(next.values)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(next.values)).toBe(Object.prototype);
  });
});

describe('nextPage', () => {
  it.each([
    [0, 1],
    [5, 6],
    [18, 19],
    [19, 19],
    [40, 40],
  ])('page %i -> %i', (page, expected) => {
    expect(nextPage(state({ page })).page).toBe(expected);
  });

  it('keeps the filters', () => {
    expect(nextPage(onPage3)).toEqual({ ...onPage3, page: 4 });
  });
});
