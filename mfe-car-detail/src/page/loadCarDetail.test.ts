import { fakeSearchApi, loadContext } from '../testing/fakeApi';
import { volvoXc60 } from '../testing/sampleCars';
import { CAR_HEADLINE_FIELDS, loadCarDetail } from './loadCarDetail';

describe('loadCarDetail', () => {
  it('answers the car for its canonical path, titled by brand, model and version', async () => {
    const { api } = fakeSearchApi([volvoXc60]);
    const result = await loadCarDetail(loadContext('dealergroup-se', 'sv', ['10234', 'volvo-xc60-b4-awd-plus'], api));
    expect(result).toMatchObject({
      kind: 'props',
      title: 'Volvo XC60 B4 AWD Plus',
      props: { site: 'dealergroup-se', language: 'sv', apiBase: '', carListPath: '/kop-bil', car: { car_id: '10234' } },
    });
  });

  it('asks the cars index of the site for one car by id, with the headline fields', async () => {
    const { api, requests } = fakeSearchApi([volvoXc60]);
    await loadCarDetail(loadContext('carstore-se', 'sv', ['10234', 'volvo-xc60-b4-awd-plus'], api));
    expect(requests).toEqual([{ index: 'cars', site: 'carstore-se', filters: { car_id: ['10234'] }, limit: 1, fields: CAR_HEADLINE_FIELDS }]);
    expect(CAR_HEADLINE_FIELDS).toEqual(expect.arrayContaining(['car_id', 'slug', 'car_price', 'car_primary_image', 'car_odometer_unit']));
  });

  it('redirects an id without slug to id/slug with 302, under the language prefix', async () => {
    const { api } = fakeSearchApi([volvoXc60]);
    expect(await loadCarDetail(loadContext('dealergroup-se', 'en', ['10234'], api))).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/en/kop-bil/10234/volvo-xc60-b4-awd-plus',
    });
  });

  it('redirects a wrong slug with 301', async () => {
    const { api } = fakeSearchApi([volvoXc60]);
    expect(await loadCarDetail(loadContext('premium-uk', 'en', ['10234', 'old-slug'], api))).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/buy-car/used-cars/10234/volvo-xc60-b4-awd-plus',
    });
  });

  it('is not found without a numeric id, and asks nothing', async () => {
    const { api, requests } = fakeSearchApi([volvoXc60]);
    expect(await loadCarDetail(loadContext('dealergroup-se', 'sv', [], api))).toEqual({ kind: 'notFound' });
    expect(await loadCarDetail(loadContext('dealergroup-se', 'sv', ['volvo', 'xc60'], api))).toEqual({ kind: 'notFound' });
    expect(requests).toHaveLength(0);
  });

  it('is not found for an id the index does not have', async () => {
    const { api } = fakeSearchApi([volvoXc60]);
    expect(await loadCarDetail(loadContext('dealergroup-se', 'sv', ['999', 'volvo-xc60-b4-awd-plus'], api))).toEqual({ kind: 'notFound' });
    expect(await loadCarDetail(loadContext('dealergroup-se', 'sv', ['999'], api))).toEqual({ kind: 'notFound' });
  });

  it('throws when the search fails, so a car that exists is never answered 404', async () => {
    const { api } = fakeSearchApi([volvoXc60], { fail: new Error('search answered 503') });
    await expect(loadCarDetail(loadContext('dealergroup-se', 'sv', ['10234', 'volvo-xc60-b4-awd-plus'], api))).rejects.toThrow(
      'car 10234 could not be fetched: search answered 503',
    );
  });
});
