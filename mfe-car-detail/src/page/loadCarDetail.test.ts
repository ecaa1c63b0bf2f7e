import { carDetailRemote } from '@showroom/contracts';
import { fakeSearchApi, testLoadContext } from '@showroom/test-kit';
import { volvoXc60 } from '../testing/sampleCars';
import { CAR_FIELDS } from './carQueries';
import { carMeta, loadCarDetail } from './loadCarDetail';

// Three more cars around the Volvo (region Väst, SUV, diesel): one like it, two not.
const region = { car_site_region: 'Väst' };
const xc60 = { ...volvoXc60, ...region };
const alike = { ...volvoXc60, ...region, car_id: '10300', slug: 'volvo-xc90' };
const otherFuel = { ...volvoXc60, ...region, car_id: '10301', slug: 'volvo-xc60-t8', car_fuel: 'Laddhybrid' };
const otherRegion = { ...volvoXc60, car_id: '10302', slug: 'volvo-xc60-b5', car_site_region: 'Öst' };
const stock = [xc60, alike, otherFuel, otherRegion];

describe('loadCarDetail', () => {
  it('answers the car with every field, its similar cars, and props the host accepts', async () => {
    const { api, requests } = fakeSearchApi(stock);
    const result = await loadCarDetail(testLoadContext({ siteCode: 'dealergroup-se', language: 'sv', params: ['10234', 'volvo-xc60-b4-awd-plus'], api: api }));
    if (result.kind !== 'props') throw new Error(`expected props, got ${result.kind}`);
    expect(result.title).toBe('Volvo XC60 B4 AWD Plus');
    expect(requests[0]).toEqual({ index: 'cars', site: 'dealergroup-se', filters: { car_id: ['10234'] }, limit: 1, fields: CAR_FIELDS });
    const props = carDetailRemote.modules.CarDetail.props.parse(result.props);
    expect(props).toMatchObject({ carListPath: '/kop-bil', carDetailBase: '/kop-bil', view: { kind: 'car', car: { car_id: '10234' } } });
    // Same region, body and fuel, this car excluded: only 10300.
    if (props.view.kind !== 'car') throw new Error('expected the car view');
    expect(props.view.similar.map((c) => c.car_id)).toEqual(['10300']);
    expect(requests.find((r) => r.filters?.['car_id.neq'])).toMatchObject({ limit: 8, filters: { 'car_id.neq': ['10234'], car_site_region: ['Väst'], car_body: ['SUV'], car_fuel: ['Diesel'] } });
    expect(props.view.sample).toBeUndefined();
    // The JSON-LD for the host's head: the car on the site's first host name, offered by its selling site.
    expect(result.meta?.structuredData).toMatchObject({ '@type': 'Car', offers: { url: 'https://dealergroup.se/kop-bil/10234/volvo-xc60-b4-awd-plus' } });
  });

  it('redirects an id without slug to id/slug with 302, under the language prefix', async () => {
    const { api } = fakeSearchApi([volvoXc60]);
    expect(await loadCarDetail(testLoadContext({ siteCode: 'dealergroup-se', language: 'en', params: ['10234'], api: api }))).toEqual({ kind: 'redirect', status: 302, location: '/en/kop-bil/10234/volvo-xc60-b4-awd-plus' });
  });

  it('redirects a wrong slug with 301', async () => {
    const { api } = fakeSearchApi([volvoXc60]);
    expect(await loadCarDetail(testLoadContext({ siteCode: 'premium-uk', language: 'en', params: ['10234', 'old-slug'], api: api }))).toEqual({ kind: 'redirect', status: 301, location: '/buy-car/used-cars/10234/volvo-xc60-b4-awd-plus' });
  });

  it('is the 404 page without a numeric id, and asks nothing', async () => {
    const { api, requests } = fakeSearchApi([volvoXc60]);
    expect(await loadCarDetail(testLoadContext({ siteCode: 'dealergroup-se', language: 'sv', params: [], api: api }))).toEqual({ kind: 'notFound' });
    expect(await loadCarDetail(testLoadContext({ siteCode: 'dealergroup-se', language: 'sv', params: ['volvo', 'xc60'], api: api }))).toEqual({ kind: 'notFound' });
    expect(requests).toHaveLength(0);
  });

  it('answers a missing car with the not-found view (404), cars found by the slug words and the keyphrase for the list', async () => {
    const { api, requests } = fakeSearchApi(stock);
    const result = await loadCarDetail(testLoadContext({ siteCode: 'dealergroup-se', language: 'sv', params: ['999', 'volvo-xc60-sold'], api: api }));
    expect(result).toMatchObject({ kind: 'props', status: 404, title: 'Bilen finns inte längre', props: { view: { kind: 'notFound', keyphrase: 'volvo xc60' } } });
    expect(requests[1]).toMatchObject({ keyphrase: 'volvo xc60', limit: 8 });
    const bare = await loadCarDetail(testLoadContext({ siteCode: 'dealergroup-se', language: 'sv', params: ['999'], api: api }));
    expect(bare).toMatchObject({ status: 404, props: { view: { kind: 'notFound', keyphrase: '', similar: [] } } });
  });

  it('answers unavailable (503 with a retry) when the search fails, so a car that exists is never answered 404', async () => {
    const { api } = fakeSearchApi([volvoXc60], { fail: new Error('search answered 503') });
    expect(await loadCarDetail(testLoadContext({ siteCode: 'dealergroup-se', language: 'sv', params: ['10234', 'volvo-xc60-b4-awd-plus'], api: api }))).toEqual({
      kind: 'unavailable',
      reason: 'car 10234 could not be fetched: search answered 503',
    });
  });
});

describe('loadCarDetail for a sample (new) car', () => {
  const sample = { ...volvoXc60, car_id: '20000', slug: 'volvo-xc60-sample', car_is_sample: true, car_equipment: ['Dragkrok'] };
  const otherTrim = { ...volvoXc60, car_id: '20001', slug: 'volvo-xc60-ultimate', car_is_sample: true, car_trim_package: 'Ultimate', car_equipment: ['Luftfjädring', 'Panoramatak'] };
  const inStock = { ...volvoXc60, car_id: '20002', slug: 'volvo-xc60-used', car_is_sample: false };
  const department = (group: string, brand: string, email?: string) => ({ name: group, group, erp_id: '1.1', brands: [{ brand_code: 'X', brand_name: brand }], users: [], openingschedule: { openinghours: [] }, deviationdays: [], vacationdays: [], ...(email ? { email } : {}) });
  const sites = [
    { site_id: 's1', site_official_name: 'Volvo Göteborg', site_brands: ['Volvo'], site_departments: [department('Used cars', 'Volvo', 'used@x.se'), department('New cars', 'Volvo', 'nya@goteborg.se')] },
    { site_id: 's2', site_official_name: 'Volvo Borås', site_brands: ['Volvo'], site_departments: [department('Workshop', 'Volvo', 'verkstad@x.se')] },
  ];

  it("asks for the brand's sites, the model's stock and its other packages, and gives each seller its new-car e-mail", async () => {
    const { api } = fakeSearchApi([sample, otherTrim, inStock, ...sites]);
    const result = await loadCarDetail(testLoadContext({ siteCode: 'dealergroup-se', language: 'sv', params: ['20000', 'volvo-xc60-sample'], api: api }));
    if (result.kind !== 'props' || result.props.view.kind !== 'car') throw new Error('expected the car view');
    const { sample: extras } = result.props.view;
    // Borås has no new-car department: no e-mail, so the contact form fails for it (spec 2 §5).
    expect(extras?.sellerSites).toEqual([
      { id: 's1', name: 'Volvo Göteborg', email: 'nya@goteborg.se' },
      { id: 's2', name: 'Volvo Borås', email: null },
    ]);
    expect(extras?.stock.map((c) => c.car_id)).toEqual(['20002']);
    expect(extras?.otherPackages).toEqual([{ car_id: '20001', slug: 'volvo-xc60-ultimate', package: 'Ultimate', equipment: ['Luftfjädring', 'Panoramatak'] }]);
  });
});

describe('carMeta', () => {
  it("gives the head the car's description and first picture", () => {
    expect(carMeta({ ...volvoXc60, car_description: 'Välskött  bil\nmed dragkrok.', car_images: [{ original: '/media/cars/10234/1' }] })).toEqual({ description: 'Välskött bil med dragkrok.', image: '/media/cars/10234/1' });
  });
  it('cuts a long description at a word before 160 characters, and falls back to the title and the primary image', () => {
    // 40 words of "ordet " = 240 characters: cut to the last whole word within 159, then the ellipsis.
    const long = carMeta({ ...volvoXc60, car_description: 'ordet '.repeat(40) });
    expect(long.description).toBe(`${'ordet '.repeat(26).trim()}…`);
    expect(long.description!.length).toBeLessThanOrEqual(160);
    expect(carMeta({ ...volvoXc60, car_description: null })).toEqual({ description: 'Volvo XC60 B4 AWD Plus', image: '/media/cars/10234/1?w=640' });
  });
});
