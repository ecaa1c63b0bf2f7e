import { EMPTY_SEARCH } from '../search-state';
import { relaxOptions } from './relaxOptions';

describe('relaxOptions', () => {
  it('offers to drop each active filter, the range and the keyphrase, one at a time', () => {
    const search = { ...EMPTY_SEARCH, keyphrase: 'kombi', page: 2, values: { car_brand: ['BMW'], car_fuel: ['El'], car_body: [] }, ranges: { car_price: { max: 100000 } } };
    const options = relaxOptions(search);
    expect(options.map((o) => o.key)).toEqual(['car_brand', 'car_fuel', 'car_price', 'keyphrase']);
    expect(options[0]!.search).toMatchObject({ keyphrase: 'kombi', page: 0, values: { car_fuel: ['El'] }, ranges: { car_price: { max: 100000 } } });
    expect(options[0]!.search.values.car_brand ?? []).toEqual([]);
    expect(options[2]!.search.ranges.car_price).toBeUndefined();
    expect(options[3]!.search).toMatchObject({ keyphrase: '', values: { car_brand: ['BMW'], car_fuel: ['El'] } });
  });

  it('offers nothing for the empty search', () => {
    expect(relaxOptions(EMPTY_SEARCH)).toEqual([]);
  });
});
