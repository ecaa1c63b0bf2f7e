import { COMPARE_FIELDS, compareDetailsRequest, fetchCompareCars, parseCompareCars } from './compareDetails';

const record = (id: string, extra: Record<string, unknown> = {}) => ({
  car_id: id,
  slug: `car-${id}`,
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_price: 389900,
  car_price_currency: 'SEK',
  ...extra,
});

describe('compare details', () => {
  it('asks the cars index for the ids in one search, with only the fields the table shows', () => {
    const request = compareDetailsRequest('dealergroup-se', ['101', '202', '101', 'x9']);
    // Duplicates and non-numeric ids are dropped: 2 ids left, so limit 2.
    expect(request).toEqual({ index: 'cars', site: 'dealergroup-se', fields: COMPARE_FIELDS, filters: { car_id: ['101', '202'] }, limit: 2, offset: 0 });
    expect(COMPARE_FIELDS).toEqual(expect.arrayContaining(['car_id', 'slug', 'car_price', 'car_equipment', 'car_vehicle_type_code']));
    expect(COMPARE_FIELDS).not.toContain('car_images');
  });

  it('caps the ids at the search limit of 100', () => {
    const ids = Array.from({ length: 120 }, (_, i) => String(i + 1));
    expect(compareDetailsRequest('carstore-se', ids).limit).toBe(100);
  });

  it('skips a malformed car and keeps the others, by id', () => {
    const cars = parseCompareCars([record('101'), { car_id: '202' }, 'garbage', record('303', { car_primary_image: null })]);
    // 202 lacks slug/brand/price and 'garbage' is no object: both skipped. 303 has no picture: kept.
    expect([...cars.keys()]).toEqual(['101', '303']);
    expect(parseCompareCars([record('404')]).get('404')).toMatchObject({ car_brand: 'Volvo', car_price: 389900 });
  });

  it('fetches through the api and rejects when the search fails', async () => {
    const search = jest.fn().mockResolvedValue({ facet: [], content: [record('101')], total_items: 1, limit: 1, offset: 0 });
    expect([...(await fetchCompareCars(search, 'dealergroup-se', ['101'])).keys()]).toEqual(['101']);
    expect(search.mock.calls[0]?.[0]).toMatchObject({ index: 'cars', filters: { car_id: ['101'] } });
    search.mockRejectedValueOnce(new Error('502'));
    await expect(fetchCompareCars(search, 'dealergroup-se', ['101'])).rejects.toThrow('502');
  });

  it('does not search for an empty list', async () => {
    const search = jest.fn();
    expect((await fetchCompareCars(search, 'dealergroup-se', [])).size).toBe(0);
    expect(search).not.toHaveBeenCalled();
  });
});
