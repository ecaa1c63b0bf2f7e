import { SITE_CARD_FIELDS } from '@showroom/contracts';
import { fakeSearchApi, testLoadContext } from '@showroom/test-kit';
import { manySites, sampleSites } from '../testing/sampleSites';
import { loadDealerList } from './loadDealerList';

describe('loadDealerList', () => {
  it('asks the sites index for 48 sites by website_sort_order ascending, with the card fields', async () => {
    const { api, requests } = fakeSearchApi(sampleSites(3));
    await loadDealerList(testLoadContext({ siteCode: 'dealergroup-se', language: 'sv', api: api }));
    expect(requests).toEqual([
      { index: 'sites', site: 'dealergroup-se', limit: 48, offset: 0, sort_name: 'website_sort_order_asc', fields: SITE_CARD_FIELDS },
    ]);
  });

  it('answers the loaded sites, the total and the dealers path in the page language', async () => {
    const { api } = fakeSearchApi(sampleSites(3));
    const result = await loadDealerList(testLoadContext({ siteCode: 'dealergroup-se', language: 'en', api: api }));
    expect(result).toMatchObject({
      kind: 'props',
      title: 'Our dealerships',
      props: { site: 'dealergroup-se', language: 'en', apiBase: '', dealersPath: '/en/anlaggningar', result: { state: 'loaded', total: 3 } },
    });
    if (result.kind === 'props' && result.props.result.state === 'loaded') {
      expect(result.props.result.sites.map((s) => s.slug)).toEqual(['dealergroup-goteborg', 'dealergroup-malmo', 'dealergroup-stockholm']);
    }
  });

  it('uses each site’s dealers path', async () => {
    const { api } = fakeSearchApi([]);
    const result = await loadDealerList(testLoadContext({ siteCode: 'carstore-fi', language: 'fi', api: api }));
    expect(result).toMatchObject({ kind: 'props', props: { dealersPath: '/toimipisteet', result: { state: 'loaded', sites: [], total: 0 } } });
  });

  it('turns a failed search into the error state, not an exception', async () => {
    const { api } = fakeSearchApi([], { fail: new Error('search answered 503') });
    expect(await loadDealerList(testLoadContext({ siteCode: 'premium-uk', language: 'en', api: api }))).toEqual({
      kind: 'props',
      title: 'Our dealerships',
      props: { site: 'premium-uk', language: 'en', apiBase: '', dealersPath: '/find-us', search: '', page: 0, near: null, facetNames: [], filters: {}, result: { state: 'error' } },
    });
  });

  it("loads pages 0..page of the URL's search, as show-more would have, so a reload shows the same", async () => {
    const { api, requests } = fakeSearchApi(manySites(60));
    const result = await loadDealerList(testLoadContext({ api, query: { search: '  Dealergroup ', page: '1' } }));
    // Page 0 from offset 0, page 1 from offset 1 * 48 = 48, both with the search as keyphrase.
    expect(requests).toEqual([
      { index: 'sites', site: 'dealergroup-se', limit: 48, offset: 0, sort_name: 'website_sort_order_asc', fields: SITE_CARD_FIELDS, keyphrase: 'Dealergroup' },
      { index: 'sites', site: 'dealergroup-se', limit: 48, offset: 48, sort_name: 'website_sort_order_asc', fields: SITE_CARD_FIELDS, keyphrase: 'Dealergroup' },
    ]);
    expect(result).toMatchObject({ kind: 'props', props: { search: 'Dealergroup', page: 1, result: { state: 'loaded', total: 60 } } });
    if (result.kind === 'props' && result.props.result.state === 'loaded') {
      expect(result.props.result.sites.map((s) => s.site_id)).toEqual(manySites(60).map((s) => s.site_id));
    }
  });

  it('asks for no page past the last one with sites: page 5 of 60 sites is page 1', async () => {
    const { api, requests } = fakeSearchApi(manySites(60));
    const result = await loadDealerList(testLoadContext({ api, query: { page: '5' } }));
    // 60 sites fill pages 0 (48) and 1 (12): offsets 0 and 48, nothing from 96 on.
    expect(requests.map((r) => r.offset)).toEqual([0, 48]);
    expect(result).toMatchObject({ props: { page: 1, search: '' } });
  });

  it('reads a malformed page as page 0 rather than failing the page', async () => {
    const { api, requests } = fakeSearchApi(manySites(60));
    const result = await loadDealerList(testLoadContext({ api, query: { page: 'drop table' } }));
    expect(requests.map((r) => r.offset)).toEqual([0]);
    expect(result).toMatchObject({ props: { page: 0 } });
  });

  it("sorts by the URL's near point and counts the facets the content block configures, with the URL's values", async () => {
    const warn = jest.fn();
    jest.spyOn(console, 'warn').mockImplementation(warn);
    const { api, requests } = fakeSearchApi(() => ({
      facet: [{ name: 'site_region', type: 'value', value: [{ text: 'Skåne län', count: 2 }] }, { name: 'site_brands', type: 'value', value: [{ text: 'Kia', count: 1 }] }],
      content: sampleSites(2),
      total_items: 2,
      limit: 48,
      offset: 0,
    }));
    const result = await loadDealerList(
      testLoadContext({ api, fields: { Facets: 'Region, colour, brand' }, query: { near: '55.6049,13.0038', region: ['Skåne län', ''], brand: 'Kia', colour: 'red' } }),
    );
    // 55.6049 -> 55.6 and 13.0038 -> 13 (two decimals); colour is no facet: logged, left out.
    expect(requests[0]).toMatchObject({
      near: { lat: 55.6, lng: 13 },
      facets: [{ name: 'site_region' }, { name: 'site_brands' }],
      filters: { site_region: ['Skåne län'], site_brands: ['Kia'] },
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown facet "colour"'));
    expect(result).toMatchObject({
      props: {
        near: { lat: 55.6, lng: 13 },
        facetNames: ['region', 'brand'],
        filters: { region: ['Skåne län'], brand: ['Kia'] },
        result: { state: 'loaded', facets: [{ name: 'region', values: [{ text: 'Skåne län', count: 2 }] }, { name: 'brand', values: [{ text: 'Kia', count: 1 }] }] },
      },
    });
  });

  it('asks for no facets and ignores facet values in the URL when the content configures none', async () => {
    const { api, requests } = fakeSearchApi(sampleSites(2));
    const result = await loadDealerList(testLoadContext({ api, query: { region: 'Skåne län', near: '91,13' } }));
    expect(requests[0]).not.toHaveProperty('facets');
    expect(requests[0]).not.toHaveProperty('filters');
    // Latitude 91 is off the globe: a page URL is read leniently, so it is no near point, not an error.
    expect(requests[0]).not.toHaveProperty('near');
    expect(result).toMatchObject({ props: { near: null, facetNames: [], filters: {} } });
  });
});
