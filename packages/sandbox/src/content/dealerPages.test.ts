import { SITES } from '@showroom/sites';
import { generateDealerSites, sitesOf } from '../data/dealerSites';
import { routeItem } from './routeItem';
import { StoryCatalog } from './storyCatalog';

const world = { seed: 1, now: new Date('2026-11-02T09:00:00Z') };
const catalog = new StoryCatalog(world);

describe('facility pages', () => {
  it('exist for every dealer site of a site, under its dealers path, in every language', () => {
    const site = SITES['dealergroup-se'];
    // Brute force over the same generated dealer sites the search index holds.
    const dealers = sitesOf(generateDealerSites(world.seed, world.now), site.code);
    expect(dealers.length).toBeGreaterThan(0);
    for (const dealer of dealers) {
      const sv = routeItem(site, 'sv', `/anlaggningar/${dealer.slug}`, catalog);
      expect(sv).toMatchObject({ path: `/anlaggningar/${dealer.slug}`, metaTitle: dealer.site_official_name, pageKind: 'dealerDetail' });
      // mfe-dealers' SiteDetail renders the body: the route only gives the head (address and phone as the description).
      expect(sv?.components).toEqual([]);
      expect(sv?.metaDescription).toContain(dealer.site_street);
      expect(sv?.metaDescription).toContain(dealer.site_phone);
      expect(routeItem(site, 'en', `/anlaggningar/${dealer.slug}`, catalog)).toMatchObject({ path: `/en/anlaggningar/${dealer.slug}` });
    }
  });

  it("do not exist for another site's dealers or unknown slugs", () => {
    const other = sitesOf(generateDealerSites(world.seed, world.now), 'carstore-se')[0]!;
    expect(routeItem(SITES['dealergroup-se'], 'sv', `/anlaggningar/${other.slug}`, catalog)).toBeNull();
    expect(routeItem(SITES['dealergroup-se'], 'sv', '/anlaggningar/finns-inte', catalog)).toBeNull();
  });
});
