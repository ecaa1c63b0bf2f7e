import { SITES } from '@showroom/sites';
import { fakeSearchApi } from '@showroom/test-kit';
import { dealerSitePaths } from './dealerSitePaths';

// 150 sites: two pages of 100 from the search service.
const sites = Array.from({ length: 150 }, (_, i) => ({ site_id: String(i), slug: `site-${i}`, website_sort_order: i }));

describe('dealerSitePaths (the sitemap lists every site page)', () => {
  it('lists every site under the dealers path, in each language of the site', async () => {
    const { api, requests } = fakeSearchApi(sites);
    const paths = await dealerSitePaths(api, SITES['dealergroup-se'], 50_000);
    // 150 sites x 2 languages (sv unprefixed, en under /en) = 300.
    expect(paths).toHaveLength(300);
    expect(paths[0]).toBe('/anlaggningar/site-0');
    expect(paths[149]).toBe('/anlaggningar/site-149');
    expect(paths[150]).toBe('/en/anlaggningar/site-0');
    expect(requests.map((r) => [r.index, r.offset, r.limit])).toEqual([
      ['sites', 0, 100],
      ['sites', 100, 100],
    ]);
  });

  it('keeps to the budget and encodes slugs', async () => {
    const { api } = fakeSearchApi([{ site_id: '1', slug: 'göteborg', website_sort_order: 1 }, ...sites]);
    const paths = await dealerSitePaths(api, SITES['premium-uk'], 3);
    expect(paths).toEqual(['/find-us/g%C3%B6teborg', '/find-us/site-0', '/find-us/site-1']);
  });

  it('a site without a dealers path has none', async () => {
    const { api, requests } = fakeSearchApi(sites);
    const site = { ...SITES['premium-uk'], paths: { carList: '/buy-car/used-cars' } };
    expect(await dealerSitePaths(api, site, 100)).toEqual([]);
    expect(requests).toEqual([]);
  });
});
