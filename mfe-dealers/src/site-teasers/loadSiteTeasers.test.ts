import { dealersRemote } from '@showroom/contracts';
import { expectProps, fakeSearchApi, testLoadContext } from '@showroom/test-kit';
import { sitesWithDepartments } from '../testing/workshopSites';
import { loadSiteTeasers } from './loadSiteTeasers';

const entry = dealersRemote.modules.SiteTeasers;

describe('loadSiteTeasers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('by index: the sites index, limit 100, every site, cards linking under the dealers path', async () => {
    const { api, requests } = fakeSearchApi(sitesWithDepartments());
    const props = expectProps(entry, await loadSiteTeasers(testLoadContext({ api, fields: { Title: 'Våra anläggningar' } })));
    expect(requests[0]).toMatchObject({ index: 'sites', site: 'dealergroup-se', limit: 100 });
    expect(requests[0]?.filters).toBeUndefined();
    expect(props.sites.map((s) => s.site_official_name)).toEqual(['Dealergroup Göteborg', 'Dealergroup Malmö', 'Dealergroup Stockholm', 'Dealergroup Uppsala', 'Dealergroup Borås']);
    expect(props).toMatchObject({ title: 'Våra anläggningar', dealersPath: '/anlaggningar' });
    expect(props.sites[0]).not.toHaveProperty('site_departments');
  });

  it('by predefined query: its filters and limit 4', async () => {
    const { api, requests } = fakeSearchApi(sitesWithDepartments());
    const props = expectProps(entry, await loadSiteTeasers(testLoadContext({ api, fields: { Filters: 'site_departments_group=Workshop' } })));
    expect(requests[0]).toMatchObject({ limit: 4, filters: { site_departments_group: ['Workshop'] } });
    // Workshop sites of the sample: 0 Göteborg, 2 Stockholm, 3 Uppsala.
    expect(props.sites.map((s) => s.site_city)).toEqual(['Göteborg', 'Stockholm', 'Uppsala']);
  });

  it('a failed search is an empty block, logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = fakeSearchApi([], { fail: new Error('search 503') });
    const props = expectProps(entry, await loadSiteTeasers(testLoadContext({ api, fields: { Title: 'x' } })));
    expect(props.sites).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('search 503'));
  });

  it('survives hostile fields and drops malformed hits, keeping the rest', async () => {
    const [good, ...rest] = sitesWithDepartments();
    const bad = [{ ...rest[0], site_official_name: 42 }, { ...rest[1], slug: '' }, { ...rest[2], site_phone: 'x'.repeat(51) }, 'not a site', null];
    const { api } = fakeSearchApi(() => ({ facet: [], content: [good, ...bad], total_items: 6, limit: 100, offset: 0 }));
    const props = expectProps(entry, await loadSiteTeasers(testLoadContext({ api, fields: { Title: { $gt: '' }, Filters: ['a'] } as never })));
    expect(props.sites.map((s) => s.site_id)).toEqual([good!.site_id]);
    expect(props.title).toBeUndefined();
    // A non-object as fields is the defaults (the index).
    const again = fakeSearchApi([]);
    await loadSiteTeasers(testLoadContext({ api: again.api, fields: 'x' as never }));
    expect(again.requests[0]?.limit).toBe(100);
  });

  it('has no links where the site has no dealers page', async () => {
    const { api } = fakeSearchApi(sitesWithDepartments());
    // Every site of the matrix has a dealers path, so a site without one is made here.
    const ctx = testLoadContext({ api });
    const props = expectProps(entry, await loadSiteTeasers({ ...ctx, site: { ...ctx.site, paths: { ...ctx.site.paths, dealers: undefined } } }));
    expect(props.dealersPath).toBeNull();
  });
});
