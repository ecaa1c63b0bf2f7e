import { SITE_CARD_FIELDS } from '@showroom/contracts';
import { fakeSearchApi, testLoadContext } from '@showroom/test-kit';
import { sampleSites } from '../testing/sampleSites';
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
      props: { site: 'premium-uk', language: 'en', apiBase: '', dealersPath: '/find-us', result: { state: 'error' } },
    });
  });
});
