import { sampleCars } from '../../testing/sampleCars';
import { inIdOrder, TEASER_DEFAULT_LIMIT, TEASER_ID_LIMIT, teaserIds, teaserLimit, teaserRequest } from './teaserQuery';

describe('teaserIds', () => {
  it('splits PimIds by comma, trims, keeps the order and each id once', () => {
    expect(teaserIds({ PimIds: ' 3005, 1001 ,3005,,2002 ' })).toEqual(['3005', '1001', '2002']);
  });

  it('reads Ids when PimIds is absent or blank', () => {
    expect(teaserIds({ Ids: '7,8' })).toEqual(['7', '8']);
    expect(teaserIds({ PimIds: '  ', Ids: '7,8' })).toEqual(['7', '8']);
    // PimIds wins when both are given.
    expect(teaserIds({ PimIds: '1', Ids: '7,8' })).toEqual(['1']);
  });

  it('drops what is not a car id', () => {
    expect(teaserIds({ PimIds: '12,abc,1 2,-4,1234567890123,<script>,99' })).toEqual(['12', '99']);
    expect(teaserIds({})).toEqual([]);
  });

  it('keeps at most 100 ids', () => {
    // 150 distinct ids "1".."150": the first 100 are "1".."100".
    const ids = teaserIds({ PimIds: Array.from({ length: 150 }, (_, i) => String(i + 1)).join(',') });
    expect(TEASER_ID_LIMIT).toBe(100);
    expect(ids).toHaveLength(100);
    expect(ids[99]).toBe('100');
  });
});

describe('teaserLimit', () => {
  it('is NumberOfCars, else Limit, else 8, at most 100', () => {
    expect(teaserLimit({ NumberOfCars: 4, Limit: 6 })).toBe(4);
    expect(teaserLimit({ Limit: 6 })).toBe(6);
    expect(teaserLimit({})).toBe(8);
    expect(TEASER_DEFAULT_LIMIT).toBe(8);
    expect(teaserLimit({ NumberOfCars: 0, Limit: 5 })).toBe(5);
    expect(teaserLimit({ NumberOfCars: 500 })).toBe(100);
  });
});

describe('teaserRequest', () => {
  it('asks for the fixed ids, limit 100', () => {
    const request = teaserRequest('dealergroup-se', { PimIds: '5,3', Filters: 'car_fuel=El' });
    expect(request).toMatchObject({ index: 'cars', site: 'dealergroup-se', filters: { car_id: ['5', '3'] }, limit: 100, offset: 0 });
    expect(request.fields).toContain('car_primary_image');
  });

  it('runs the predefined query with its limit and sort when there are no ids', () => {
    const request = teaserRequest('carstore-se', { Filters: '?car_fuel=El&car_fuel=Hybrid&car_price=..400000&keyphrase=drag', NumberOfCars: 4, Sort: 'price_asc' });
    expect(request).toMatchObject({
      index: 'cars',
      site: 'carstore-se',
      limit: 4,
      offset: 0,
      sort_name: 'price_asc',
      keyphrase: 'drag',
      filters: { car_fuel: ['El', 'Hybrid'], car_price: ['..400000'] },
    });
  });

  it('falls back to 8 cars of the whole stock without filters or sort', () => {
    const request = teaserRequest('carstore-se', {});
    expect(request.limit).toBe(8);
    expect(request.filters).toBeUndefined();
    expect(request.sort_name).toBeUndefined();
  });
});

describe('inIdOrder', () => {
  it('puts the cars in the editor order and skips ids not found', () => {
    const [a, b, c] = sampleCars(3); // ids 1000, 1001, 1002
    expect(inIdOrder([a!, b!, c!], ['1002', '999', '1000']).map((car) => car.car_id)).toEqual(['1002', '1000']);
  });
});
