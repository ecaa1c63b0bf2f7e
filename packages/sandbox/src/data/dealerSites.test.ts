import { dealerSiteSchema, parseGeocoord } from '@showroom/contracts';
import { generateDealerSites, generateStockSites } from './dealerSites';
import { generateSeedData } from './seed';
import { SWEDISH_TOWNS } from './towns';

const now = new Date('2026-03-01T00:00:00Z');
const sites = generateDealerSites(7, now);
const swedishGroup = sites.filter((s) => s.site === 'dealergroup-se');
const stockCount = generateStockSites(7, now).length;
const branches = sites.slice(stockCount);

/** Great-circle distance in km (haversine, earth radius 6371 km). */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('dealer sites of the seed', () => {
  it('give the Swedish dealer group more than one page of 48: 20 stock sites + 40 branches = 60', () => {
    expect(swedishGroup).toHaveLength(60);
    expect(branches).toHaveLength(40);
    expect(branches.every((s) => s.site === 'dealergroup-se')).toBe(true);
  });

  it('keep the stock sites first and unchanged, so cars and kits stay where they were', () => {
    expect(sites.slice(0, stockCount)).toEqual(generateStockSites(7, now));
    const data = generateSeedData({ seed: 7, cars: 500, now });
    const branchIds = new Set(branches.map((s) => s.site_id));
    expect(data.cars.some((car) => branchIds.has(car.car_site_id ?? ''))).toBe(false);
  });

  it('are valid records with unique ids, slugs and department erp ids', () => {
    for (const site of sites) dealerSiteSchema.parse(site);
    expect(new Set(sites.map((s) => s.site_id)).size).toBe(sites.length);
    expect(new Set(swedishGroup.map((s) => s.slug)).size).toBe(swedishGroup.length);
    const erpIds = sites.flatMap((s) => s.site_departments.map((d) => d.erp_id));
    expect(new Set(erpIds).size).toBe(erpIds.length);
  });

  it('number the Swedish group 1..60 in website_sort_order, each once', () => {
    // 60 sites: the sort orders are exactly 1, 2, ..., 60.
    expect(swedishGroup.map((s) => s.website_sort_order).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('name branches after a Swedish town (and district), and place them in Sweden, near that town', () => {
    for (const site of branches) {
      const town = SWEDISH_TOWNS.find((t) => t.name === site.site_city);
      expect(town).toBeDefined();
      expect(site.site_official_name.startsWith(`Dealergroup ${site.site_city}`)).toBe(true);
      const position = parseGeocoord(site.site_geocoord);
      // Sweden's mainland and islands lie within 55.3-69.1 N and 10.9-24.2 E.
      expect(position!.lat).toBeGreaterThan(55.3);
      expect(position!.lat).toBeLessThan(69.1);
      expect(position!.lng).toBeGreaterThan(10.9);
      expect(position!.lng).toBeLessThan(24.2);
      // The farthest district, Kista, is 10.8 km from Stockholm's centre (0.0739° N = 8.2 km, 0.1238° E at 59.4° N
      // = 7.0 km); the ±0.01° jitter adds at most 1.1 km north and 0.6 km east: under 13 km.
      expect(km(position!, town!)).toBeLessThan(13);
      expect(site.site_zip).toMatch(/^\d{3} \d{2}$/);
      expect(site.site_phone).toMatch(/^\+46 /);
    }
  });

  it('have no workshop or tyre department, so the workshop directories built from the seed stay the same', () => {
    expect(branches.flatMap((s) => s.site_departments.map((d) => d.group)).filter((g) => g === 'Workshop' || g === 'Tires')).toEqual([]);
  });
});
