import type { SearchRequest } from '@showroom/contracts';
import { fakeSearchApi, testLoadContext } from '@showroom/test-kit';
import { sampleCar, sampleDealer } from '../testing/sampleDealer';
import { LATEST_CARS_SORT } from './siteQueries';
import { loadSiteDetail } from './loadSiteDetail';

const dealer = sampleDealer();
// 14 cars of the site, 2 of another site in the same town: the latest section shows 12, the link promises 14.
const cars = [...Array.from({ length: 14 }, (_, i) => sampleCar(i)), sampleCar(20, 'Dealergroup Göteborg Hisingen', 'Göteborg', '2032'), sampleCar(21, 'Dealergroup Göteborg Hisingen', 'Göteborg', '2032')];
const index = (request: SearchRequest) => (request.index === 'sites' ? [dealer] : cars);
const searchOf = (source = index) => fakeSearchApi((request) => {
  const records = source(request).filter((record) => Object.entries(request.filters ?? {}).every(([key, values]) => values.includes(String((record as Record<string, unknown>)[key]))));
  return { facet: [], content: records.slice(0, request.limit ?? 24), total_items: records.length, limit: request.limit ?? 24, offset: 0 };
});

describe('loadSiteDetail: the 302 rules (spec 2 "Dealer site detail page", §8)', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('a missing site redirects with 302 to the site list path', async () => {
    const { api } = searchOf();
    expect(await loadSiteDetail(testLoadContext({ api, params: ['finns-inte'] }))).toEqual({ kind: 'redirect', status: 302, location: '/anlaggningar' });
    // In English, to the English list.
    expect(await loadSiteDetail(testLoadContext({ api, language: 'en', params: ['finns-inte'] }))).toEqual({ kind: 'redirect', status: 302, location: '/en/anlaggningar' });
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([[['a%2Fb']], [['dealergroup-goteborg', 'x']], [['x'.repeat(201)]], [['%3Cscript%3E']], [[]]])('a malformed slug %j redirects to the list without asking the search service', async (params) => {
    const { api, requests } = searchOf();
    expect(await loadSiteDetail(testLoadContext({ api, params }))).toEqual({ kind: 'redirect', status: 302, location: '/anlaggningar' });
    expect(requests).toEqual([]);
  });

  it('a site fetch failure is logged with the slug and redirects to the list', async () => {
    const { api } = fakeSearchApi([], { fail: new Error('search is down') });
    expect(await loadSiteDetail(testLoadContext({ siteCode: 'premium-uk', language: 'en', api, params: ['premium-leeds'] }))).toEqual({ kind: 'redirect', status: 302, location: '/find-us' });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(/premium-uk.*"premium-leeds".*search is down/);
  });

  it('a site without a dealers path sends the visitor home', async () => {
    const { api } = searchOf();
    const ctx = testLoadContext({ api, params: ['dealergroup-goteborg'] });
    const site = { ...ctx.site, paths: { ...ctx.site.paths, dealers: undefined } };
    delete site.paths.dealers;
    expect(await loadSiteDetail({ ...ctx, site })).toEqual({ kind: 'redirect', status: 302, location: '/' });
  });
});

describe('loadSiteDetail: the page', () => {
  it('asks for the site by slug (limit 1) and its cars by car_site_id (limit 12, by car_publishdate)', async () => {
    const { api, requests } = searchOf();
    const result = await loadSiteDetail(testLoadContext({ api, params: ['dealergroup-goteborg'] }));
    expect(requests[0]).toMatchObject({ index: 'sites', filters: { slug: ['dealergroup-goteborg'] }, limit: 1 });
    expect(requests).toContainEqual(expect.objectContaining({ index: 'cars', filters: { car_site_id: ['2031'] }, limit: 12, sort_name: LATEST_CARS_SORT }));
    expect(LATEST_CARS_SORT).toBe('car_publishdate_desc');
    if (result.kind !== 'props') throw new Error(`expected props, got ${result.kind}`);
    expect(result.title).toBe('Dealergroup Göteborg');
    expect(result.props.dealer.slug).toBe('dealergroup-goteborg');
    const latest = result.props.latestCars;
    if (latest.state !== 'loaded') throw new Error('expected loaded cars');
    expect(latest.cars).toHaveLength(12);
    // 14 of this site's cars, not the 2 of Hisingen in the same town: the name narrows the city.
    expect(latest.carList).toEqual({ href: '/kop-bil?car_site_city=G%C3%B6teborg&car_site_name=Dealergroup+G%C3%B6teborg', total: 14 });
    expect(result.props.serviceBookingHref).toBe('/service-och-verkstad/boka-service?lat=57.7089&lng=11.9746');
    const { structuredData, ...meta } = result.meta ?? {};
    expect(meta).toEqual({ description: 'Dealergroup Göteborg, Mölndalsvägen 12, 411 04 Göteborg. Bilar, service och kontakt.', image: '/-/media/sites/2031/1.svg' });
    // The AutoDealer JSON-LD for the host's head; its URL is the site's first host name and the page's path.
    expect(structuredData).toMatchObject({ '@type': 'AutoDealer', name: 'Dealergroup Göteborg', url: 'https://dealergroup.se/anlaggningar/dealergroup-goteborg' });
  });

  it('a failed car search leaves the section out silently; the page still renders', async () => {
    const failing = fakeSearchApi((request) => {
      if (request.index === 'cars') throw new Error('cars down');
      return { facet: [], content: [dealer], total_items: 1, limit: 1, offset: 0 };
    });
    const result = await loadSiteDetail(testLoadContext({ api: failing.api, params: ['dealergroup-goteborg'] }));
    expect(result).toMatchObject({ kind: 'props', props: { latestCars: { state: 'failed' } } });
  });

  it('takes brand logos from the content platform when the API has them, none when it fails', async () => {
    const { api } = searchOf();
    const logo = { brandCode: 'VOLVO', logo: '/-/media/logo/volvo.svg', logoBlackAndWhite: null };
    const withLogos = await loadSiteDetail(testLoadContext({ api: { ...api, brandLogos: () => Promise.resolve([logo]) }, params: ['dealergroup-goteborg'] }));
    expect(withLogos).toMatchObject({ kind: 'props', props: { brandLogos: [logo] } });
    const failed = await loadSiteDetail(testLoadContext({ api: { ...api, brandLogos: () => Promise.reject(new Error('graph down')) }, params: ['dealergroup-goteborg'] }));
    expect(failed).toMatchObject({ kind: 'props', props: { brandLogos: [] } });
  });
});
