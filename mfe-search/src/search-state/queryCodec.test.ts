import { RANGE_FACET_FIELDS } from '@showroom/contracts';
import { queryFromSearchState, searchStateFromQuery, type QueryInput } from './queryCodec';
import { EMPTY_SEARCH, type SearchState } from './types';

const RANGES = RANGE_FACET_FIELDS;
const read = (query: QueryInput, facetNames?: readonly string[]) => searchStateFromQuery(query, RANGES, facetNames);
const state = (over: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...over });

describe('searchStateFromQuery', () => {
  it.each<[string, QueryInput, SearchState]>([
    ['empty query', {}, EMPTY_SEARCH],
    ['keyphrase, sort, page', { keyphrase: ' xc60 ', sortName: 'price_asc', page: '3' }, state({ keyphrase: 'xc60', sortName: 'price_asc', page: 3 })],
    ['page above 19 is clamped to 19', { page: '25' }, state({ page: 19 })],
    ['page 19 stays', { page: '19' }, state({ page: 19 })],
    ['garbage page is 0', { page: 'abc' }, EMPTY_SEARCH],
    ['negative page is 0', { page: '-1' }, EMPTY_SEARCH],
    ['fractional page is 0', { page: '1.5' }, EMPTY_SEARCH],
    ['repeated page takes the first', { page: ['2', '7'] }, state({ page: 2 })],
    ['sort with odd characters is the default', { sortName: 'price asc;drop' }, EMPTY_SEARCH],
    ['redirect: car_fuel', { car_fuel: 'El' }, state({ values: { car_fuel: ['El'] } })],
    ['redirect: car_condition', { car_condition: 'Begagnad' }, state({ values: { car_condition: ['Begagnad'] } })],
    ['redirect: car_brand', { car_brand: 'Volvo' }, state({ values: { car_brand: ['Volvo'] } })],
    ['redirect: car_vehicle_type', { car_vehicle_type: 'Transportbil' }, state({ values: { car_vehicle_type: ['Transportbil'] } })],
    ['redirect: repeated car_site_region', { car_site_region: ['Stockholm', 'Uppsala'] }, state({ values: { car_site_region: ['Stockholm', 'Uppsala'] } })],
    ['several values, duplicates once', { car_brand: ['BMW', 'Volvo', 'BMW'] }, state({ values: { car_brand: ['BMW', 'Volvo'] } })],
    ['nested value', { 'car_brand>car_model': ['BMW>X5', 'Volvo'] }, state({ values: { 'car_brand>car_model': ['BMW>X5', 'Volvo'] } })],
    ['nested value with too many levels or an empty level is skipped', { 'car_brand>car_model': ['BMW>X5>M', 'BMW>', 'Kia>Ceed'] }, state({ values: { 'car_brand>car_model': ['Kia>Ceed'] } })],
    ['exclusion', { 'car_fuel.neq': 'Diesel' }, state({ values: { 'car_fuel.neq': ['Diesel'] } })],
    ['range both sides', { car_price: '100000..300000' }, state({ ranges: { car_price: { min: 100000, max: 300000 } } })],
    ['range open below', { car_price: '..300000' }, state({ ranges: { car_price: { max: 300000 } } })],
    ['range open above', { car_mileage: '5000..' }, state({ ranges: { car_mileage: { min: 5000 } } })],
    ['swapped range is ordered', { car_price: '300000..100000' }, state({ ranges: { car_price: { min: 100000, max: 300000 } } })],
    ['range field with a plain number or text is skipped', { car_price: ['cheap', '5000'] }, EMPTY_SEARCH],
    ['first valid range of several', { car_power: ['x', '100..200', '1..2'] }, state({ ranges: { car_power: { min: 100, max: 200 } } })],
    ['tracking parameters are not filters', { utm_source: 'mail', gclid: 'abc', sort: 'price', x: '1' }, EMPTY_SEARCH],
    ['blank values are skipped', { car_brand: ['', '  ', 'Kia'] }, state({ values: { car_brand: ['Kia'] } })],
    ['keys outside the field-name pattern are skipped', { 'car brand': 'BMW', 'car_brand[]': 'BMW', 'car-brand': 'BMW' }, EMPTY_SEARCH],
    ['prototype keys are skipped', { car___proto__: 'x', ['__proto__']: 'x', constructor: 'x' } as QueryInput, state({ values: { car___proto__: ['x'] } })],
    ['non-string values are skipped', { car_brand: [1, { a: 1 }, 'Kia'] as unknown as string[], keyphrase: 5 as unknown as string }, state({ values: { car_brand: ['Kia'] } })],
    ['undefined value', { car_brand: undefined }, EMPTY_SEARCH],
  ])('%s', (_name, query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('with facet names, reads those, their nested levels and the redirect keys only', () => {
    const query: QueryInput = { car_color: 'Röd', car_gearbox: 'Automat', car_model: 'X5', car_site_region: 'Lund', 'car_color.neq': 'Grå', car_price: '..5' };
    // car_gearbox is neither listed nor a redirect key; car_model is a level of car_brand>car_model.
    expect(read(query, ['car_color', 'car_brand>car_model'])).toEqual(
      state({ values: { car_color: ['Röd'], car_model: ['X5'], car_site_region: ['Lund'], 'car_color.neq': ['Grå'] }, ranges: { car_price: { max: 5 } } }),
    );
  });

  it("reads a dealer site page's link (car_site_city and car_site_name) whatever facets the site configures", () => {
    const query: QueryInput = { car_site_city: 'Göteborg', car_site_name: 'Dealergroup Göteborg Hisingen' };
    expect(read(query, ['car_brand'])).toEqual(state({ values: { car_site_city: ['Göteborg'], car_site_name: ['Dealergroup Göteborg Hisingen'] } }));
  });

  it('caps a keyphrase at 200 characters', () => {
    expect(read({ keyphrase: 'a'.repeat(250) }).keyphrase).toBe('a'.repeat(200));
  });

  it('skips values over 200 characters and keeps at most 100 values per key', () => {
    const many = Array.from({ length: 150 }, (_, i) => `v${i}`);
    const result = read({ car_color: ['x'.repeat(201), 'x'.repeat(200), ...many] });
    // 'x'*200 plus v0..v98 = 100 values.
    expect(result.values.car_color).toHaveLength(100);
    expect(result.values.car_color?.[0]).toBe('x'.repeat(200));
    expect(result.values.car_color?.[99]).toBe('v98');
  });

  it('keeps at most 50 filter keys, values and ranges together', () => {
    const query: QueryInput = { car_price: '1..2' };
    for (let i = 0; i < 80; i++) query[`car_f${i}`] = 'x';
    const result = read(query);
    // car_price first, then car_f0..car_f48 = 50 keys.
    expect(Object.keys(result.ranges)).toEqual(['car_price']);
    expect(Object.keys(result.values)).toHaveLength(49);
    expect(result.values.car_f48).toEqual(['x']);
    expect(result.values.car_f49).toBeUndefined();
  });

  it('never throws on hostile input', () => {
    const hostile = [null, undefined, 'x', 5, { page: { toString: () => '3' } }, { car_brand: new Array(100_000).fill('a') }] as unknown as QueryInput[];
    for (const query of hostile) expect(() => read(query)).not.toThrow();
  });
});

describe('queryFromSearchState', () => {
  it.each<[string, SearchState, string]>([
    ['empty state is an empty query', EMPTY_SEARCH, ''],
    ['page 0 and default sort are left out', state({ keyphrase: 'xc60' }), 'keyphrase=xc60'],
    ['fixed order: keyphrase, sortName, page, then filter keys sorted', state({ page: 2, sortName: 'price_asc', keyphrase: 'a b', values: { car_fuel: ['El'], car_brand: ['Volvo', 'BMW'] }, ranges: { car_mileage: { max: 5000 } } }), 'keyphrase=a+b&sortName=price_asc&page=2&car_brand=BMW&car_brand=Volvo&car_fuel=El&car_mileage=..5000'],
    ['nested and excluded keys', state({ values: { 'car_brand>car_model': ['BMW>X5'], 'car_fuel.neq': ['Diesel'] } }), 'car_brand%3Ecar_model=BMW%3EX5&car_fuel.neq=Diesel'],
    ['ranges open either side', state({ ranges: { car_price: { min: 100000, max: 300000 }, car_power: { min: 150 }, car_mileage: {} } }), 'car_power=150..&car_price=100000..300000'],
    ['empty value lists are left out', state({ values: { car_brand: [] } }), ''],
    ['page above 19 is written as 19', state({ page: 40 }), 'page=19'],
  ])('%s', (_name, input, expected) => {
    expect(queryFromSearchState(input).toString()).toBe(expected);
  });

  it('the same filters in another order give the same URL', () => {
    const a = state({ values: { car_brand: ['Volvo', 'BMW'], car_fuel: ['El'] } });
    const b = state({ values: { car_fuel: ['El'], car_brand: ['BMW', 'Volvo'] } });
    expect(queryFromSearchState(a).toString()).toBe(queryFromSearchState(b).toString());
  });

  it('round-trips through the URL', () => {
    const original = state({ keyphrase: 'drag', sortName: 'newest', page: 4, values: { car_brand: ['BMW'], 'car_fuel.neq': ['Diesel'], car_site_region: ['Lund', 'Stockholm'] }, ranges: { car_price: { max: 300000 } } });
    const params = queryFromSearchState(original);
    const query: QueryInput = {};
    for (const key of new Set(params.keys())) query[key] = params.getAll(key);
    expect(read(query)).toEqual(original);
  });
});
