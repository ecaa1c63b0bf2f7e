import { searchRequestSchema } from '@showroom/contracts';
import { carsRequest, carsUpToPageRequests, facetsRequest } from './requests';
import { EMPTY_SEARCH, type SearchState } from './types';

const SITE = 'dealergroup-se';
const FIELDS = ['car_id', 'car_price'];
const filtered: SearchState = {
  keyphrase: ' drag ',
  sortName: 'price_asc',
  page: 2,
  values: { car_brand: ['Volvo', 'BMW'], 'car_brand>car_model': ['BMW>X5'], 'car_fuel.neq': ['Diesel'] },
  ranges: { car_price: { min: 100000, max: 300000 }, car_mileage: { max: 5000 } },
};
const FILTERS = {
  car_brand: ['BMW', 'Volvo'],
  'car_brand>car_model': ['BMW>X5'],
  'car_fuel.neq': ['Diesel'],
  car_mileage: ['..5000'],
  car_price: ['100000..300000'],
};

describe('facetsRequest', () => {
  it('asks for facets only (limit 0), with the filters and keyphrase but no sort', () => {
    expect(facetsRequest(SITE, filtered, ['car_brand>car_model', { name: 'car_fuel', sort_order: 'text_asc' }, 'car_price'])).toEqual({
      index: 'cars',
      site: SITE,
      limit: 0,
      offset: 0,
      facets: [{ name: 'car_brand>car_model' }, { name: 'car_fuel', sort_order: 'text_asc' }, { name: 'car_price' }],
      keyphrase: 'drag',
      filters: FILTERS,
    });
  });

  it('leaves out empty keyphrase and filters, and skips invalid facet names', () => {
    expect(facetsRequest(SITE, EMPTY_SEARCH, ['car_brand', 'bad name', ''])).toEqual({ index: 'cars', site: SITE, limit: 0, offset: 0, facets: [{ name: 'car_brand' }] });
  });

  it('is always a valid request', () => {
    const names = Array.from({ length: 70 }, (_, i) => `car_f${i}`);
    expect(searchRequestSchema.safeParse(facetsRequest(SITE, filtered, names)).success).toBe(true);
  });
});

describe('carsRequest', () => {
  it.each([
    [0, 0],
    [1, 48],
    [2, 96],
    [19, 912],
    // Above the last page it asks for page 19, never an offset the list cannot show.
    [25, 912],
  ])('page %i -> limit 48, offset %i', (page, offset) => {
    expect(carsRequest(SITE, { ...EMPTY_SEARCH, page }, FIELDS)).toEqual({ index: 'cars', site: SITE, fields: FIELDS, limit: 48, offset });
  });

  it('carries keyphrase, sort and filters', () => {
    expect(carsRequest(SITE, filtered, FIELDS)).toEqual({ index: 'cars', site: SITE, fields: FIELDS, limit: 48, offset: 96, keyphrase: 'drag', sort_name: 'price_asc', filters: FILTERS });
    expect(searchRequestSchema.safeParse(carsRequest(SITE, filtered, FIELDS)).success).toBe(true);
  });
});

describe('carsUpToPageRequests', () => {
  const windows = (page: number) => carsUpToPageRequests(SITE, { ...EMPTY_SEARCH, page }, FIELDS).map((r) => [r.offset, r.limit]);
  it.each<[number, number[][]]>([
    // 48 cars: the plain first page.
    [0, [[0, 48]]],
    // 96 cars fit one request.
    [1, [[0, 96]]],
    // 144 = 100 + 44.
    [2, [[0, 100], [100, 44]]],
    // 480 = 4 * 100 + 80.
    [9, [[0, 100], [100, 100], [200, 100], [300, 100], [400, 80]]],
    // 960 = 9 * 100 + 60; page 40 is read as 19.
    [40, [[0, 100], [100, 100], [200, 100], [300, 100], [400, 100], [500, 100], [600, 100], [700, 100], [800, 100], [900, 60]]],
  ])('page %i -> %j', (page, expected) => {
    expect(windows(page)).toEqual(expected);
  });

  it('every request carries the search', () => {
    for (const request of carsUpToPageRequests(SITE, filtered, FIELDS)) {
      expect(request).toMatchObject({ keyphrase: 'drag', sort_name: 'price_asc', filters: FILTERS, fields: FIELDS });
      expect(searchRequestSchema.safeParse(request).success).toBe(true);
    }
  });
});
