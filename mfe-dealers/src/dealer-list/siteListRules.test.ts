import type { SiteCard } from '@showroom/contracts';
import { filterSites, mailtoHref, showsSiteSearch, siteDetailPath, telHref } from './siteListRules';

const site = (site_official_name: string, site_city?: string): SiteCard => ({ site_id: site_official_name, slug: 's', site_official_name, site_city });
const sites = [site('Dealergroup Göteborg', 'Göteborg'), site('Dealergroup Malmö', 'Malmö'), site('Bilhallen Syd', 'Malmö'), site('Volvo Center')];
const names = (list: SiteCard[]) => list.map((s) => s.site_official_name);

describe('showsSiteSearch', () => {
  it('shows the search box only above 8 results', () => {
    expect(showsSiteSearch(8)).toBe(false);
    expect(showsSiteSearch(9)).toBe(true);
    expect(showsSiteSearch(0)).toBe(false);
  });
});

describe('filterSites', () => {
  it('keeps every site for an empty or blank query', () => {
    expect(names(filterSites(sites, ''))).toEqual(names(sites));
    expect(names(filterSites(sites, '   '))).toEqual(names(sites));
  });

  it('matches the city, keeping the original order', () => {
    expect(names(filterSites(sites, 'malmö'))).toEqual(['Dealergroup Malmö', 'Bilhallen Syd']);
  });

  it('matches the name', () => {
    expect(names(filterSites(sites, 'volvo'))).toEqual(['Volvo Center']);
  });

  it('ignores case and accents', () => {
    expect(names(filterSites(sites, 'GOTEBORG'))).toEqual(['Dealergroup Göteborg']);
  });

  it('needs every word to match, in name or city', () => {
    expect(names(filterSites(sites, 'dealergroup malmo'))).toEqual(['Dealergroup Malmö']);
    expect(names(filterSites(sites, 'bilhallen göteborg'))).toEqual([]);
  });

  it('copes with a site without city', () => {
    expect(names(filterSites(sites, 'center'))).toEqual(['Volvo Center']);
  });
});

describe('telHref', () => {
  it('keeps the plus and the digits', () => {
    expect(telHref('+46 31-123 45 67')).toBe('tel:+46311234567');
    expect(telHref('031 - 12 34 56')).toBe('tel:031123456');
  });

  it('has no link for a number without digits', () => {
    expect(telHref(' - ')).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links an address', () => {
    expect(mailtoHref(' malmo@dealergroup.example.se ')).toBe('mailto:malmo@dealergroup.example.se');
  });

  it('has no link for something that is not an address', () => {
    expect(mailtoHref('malmo at dealergroup')).toBeNull();
    expect(mailtoHref('a@b')).toBeNull();
  });
});

describe('siteDetailPath', () => {
  it('is the dealers path plus the slug', () => {
    expect(siteDetailPath('/anlaggningar', 'dealergroup-malmo')).toBe('/anlaggningar/dealergroup-malmo');
    expect(siteDetailPath('/en/anlaggningar/', 'dealergroup-malmo')).toBe('/en/anlaggningar/dealergroup-malmo');
  });
});
