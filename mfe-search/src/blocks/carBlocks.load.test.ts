import { searchRemote } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { SITES } from '@showroom/sites';
import { sampleCars } from '../testing/sampleCars';
import { loadCarOfTheWeek } from './car-of-the-week/loadCarOfTheWeek';
import { loadCarSearchHero } from './car-search-hero/loadCarSearchHero';
import { loadCarTeasers } from './car-teasers/loadCarTeasers';

function context(search: LoadContext['api']['search'], fields: unknown): LoadContext {
  return { site: SITES['dealergroup-se'], siteCode: 'dealergroup-se', language: 'sv', path: '/', params: [], query: {}, api: { search }, apiBase: '', fields: fields as Record<string, unknown> };
}
const answer = (content: unknown[], facet: unknown[] = []) => ({ facet, content, total_items: content.length, limit: 0, offset: 0 });

describe('loadCarOfTheWeek', () => {
  it('asks for the cars of the week (caroftheweek true) and gives props the host accepts', async () => {
    const search = jest.fn().mockResolvedValue(answer(sampleCars(4)));
    const result = await loadCarOfTheWeek(context(search, { Title: 'Veckans fynd', Limit: '6' }));
    expect(search.mock.calls[0]?.[0]).toMatchObject({ index: 'cars', site: 'dealergroup-se', filters: { caroftheweek: ['true'] }, limit: 6 });
    if (result.kind !== 'props') throw new Error('expected props');
    expect(searchRemote.modules.CarOfTheWeek.props.parse(result.props)).toMatchObject({ title: 'Veckans fynd', carDetailBase: '/kop-bil' });
    expect(result.props.cars).toHaveLength(4);
  });

  it('asks for 12 without a usable Limit and at most 24', async () => {
    const search = jest.fn().mockResolvedValue(answer([]));
    await loadCarOfTheWeek(context(search, { Limit: 'many' }));
    await loadCarOfTheWeek(context(search, { Limit: 90 }));
    expect(search.mock.calls.map((call) => call[0].limit)).toEqual([12, 24]);
  });

  it('is an empty carousel when the search fails', async () => {
    const result = await loadCarOfTheWeek(context(jest.fn().mockRejectedValue(new Error('503')), null));
    expect(result).toMatchObject({ kind: 'props', props: { cars: [] } });
  });
});

describe('loadCarTeasers', () => {
  it('keeps the editor order of fixed ids', async () => {
    const cars = sampleCars(3); // 1000, 1001, 1002, answered in the service's order
    const search = jest.fn().mockResolvedValue(answer(cars));
    const result = await loadCarTeasers(context(search, { Ids: '1002,1000,1001', Link: { href: '/kop-bil', text: 'Alla bilar' } }));
    if (result.kind !== 'props') throw new Error('expected props');
    expect(result.props.cars.map((car) => car.car_id)).toEqual(['1002', '1000', '1001']);
    expect(result.props.link).toEqual({ href: '/kop-bil', text: 'Alla bilar' });
    expect(() => searchRemote.modules.CarTeasers.props.parse(result.props)).not.toThrow();
  });

  it('is empty when the search fails, and survives fields of the wrong type', async () => {
    const result = await loadCarTeasers(context(jest.fn().mockRejectedValue(new Error('503')), { PimIds: 42, NumberOfCars: { a: 1 }, Link: 'x' }));
    expect(result).toMatchObject({ kind: 'props', props: { cars: [] } });
  });
});

describe('loadCarSearchHero', () => {
  const facets = [
    { name: 'car_brand', type: 'value', value: [{ text: 'Volvo', count: 3 }, { text: 'BMW', count: 2 }] },
    { name: 'car_fuel', type: 'value', value: [{ text: 'El', count: 4 }] },
    { name: 'car_brand>car_model', type: 'value', value: [{ text: 'Volvo', count: 3, children: [{ text: 'XC60', count: 3 }] }, { text: 'BMW', count: 2, children: [{ text: 'X5', count: 2 }] }] },
  ];

  it('gives the words it may turn into filters and the brand of each model', async () => {
    const search = jest.fn().mockResolvedValue(answer([], facets));
    const result = await loadCarSearchHero(context(search, { Title: 'Hitta bilen', SearchUrl: '/kop-bil?car_condition=Begagnad' }));
    expect(search.mock.calls[0]?.[0]).toMatchObject({ limit: 0 });
    if (result.kind !== 'props') throw new Error('expected props');
    expect(result.props.vocabulary).toEqual([
      { facet: 'car_brand', values: ['Volvo', 'BMW'] },
      { facet: 'car_model', values: ['XC60', 'X5'] },
      { facet: 'car_fuel', values: ['El'] },
    ]);
    expect(result.props.modelBrands).toEqual({ XC60: 'Volvo', X5: 'BMW' });
    expect(result.props.searchUrl).toBe('/kop-bil?car_condition=Begagnad');
    expect(() => searchRemote.modules.CarSearchHero.props.parse(result.props)).not.toThrow();
  });

  it('goes to the car list when the search URL is missing or not a safe URL, and searches by keyphrase when facets fail', async () => {
    const failing = jest.fn().mockRejectedValue(new Error('503'));
    for (const SearchUrl of [undefined, 'javascript:alert(1)', '//evil.example/x', ' ']) {
      const result = await loadCarSearchHero(context(failing, { SearchUrl }));
      expect(result).toMatchObject({ kind: 'props', props: { searchUrl: '/kop-bil', vocabulary: [], modelBrands: {} } });
    }
    const absolute = await loadCarSearchHero(context(failing, { SearchUrl: 'https://www.example.se/bilar' }));
    expect(absolute).toMatchObject({ props: { searchUrl: 'https://www.example.se/bilar' } });
  });
});
