/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import type { DealerSite } from '@showroom/contracts';
import { generateSeedData } from '../data/seed';
import { buildSearchEngine } from './build';
import { SearchEngine } from './engine';
import { registerSearch } from './route';

// The sites query of the dealer list (spec 2 §7: sites, 48 a page, website_sort_order ascending),
// answered by POST /search/v1/query; every expectation is worked out over the seed by brute force.
const data = generateSeedData({ seed: 7, cars: 300, now: new Date('2026-03-01T00:00:00Z') });
const swedish = data.dealerSites.filter((s) => s.site === 'dealergroup-se');
const bySortOrder = [...swedish].sort((a, b) => a.website_sort_order - b.website_sort_order);

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Brute force of the rule: every typed word starts a word of the name, city or a brand (case and accents ignored). */
function matches(site: DealerSite, search: string): boolean {
  const words = fold([site.site_official_name, site.site_city ?? '', ...site.site_brands].join(' ')).split(/[^\p{L}\p{N}]+/u);
  return fold(search).split(/\s+/).filter(Boolean).every((typed) => words.some((word) => word.startsWith(typed)));
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerSearch(app, await buildSearchEngine(data), () => false);
});
afterAll(() => app.close());

const sitesQuery = async (extra: Record<string, unknown>) => {
  const response = await app.inject({
    method: 'POST',
    url: '/search/v1/query',
    payload: { index: 'sites', site: 'dealergroup-se', limit: 48, offset: 0, sort_name: 'website_sort_order_asc', fields: ['slug', 'website_sort_order'], ...extra },
  });
  return { status: response.statusCode, body: response.json() as { content: { slug: string }[]; total_items: number; error?: string } };
};
const slugs = (list: readonly DealerSite[]) => list.map((s) => s.slug);

describe('POST /search/v1/query, index sites', () => {
  it('pages the 60 Swedish sites 48 at a time in website_sort_order', async () => {
    expect(swedish).toHaveLength(60);
    const first = await sitesQuery({});
    expect(first.body.total_items).toBe(60);
    expect(first.body.content.map((s) => s.slug)).toEqual(slugs(bySortOrder.slice(0, 48)));
    // Page 1 starts at offset 1 * 48 and holds the last 60 - 48 = 12.
    const second = await sitesQuery({ offset: 48 });
    expect(second.body.content.map((s) => s.slug)).toEqual(slugs(bySortOrder.slice(48)));
    expect(second.body.content).toHaveLength(12);
  });

  it('answers a keyphrase with the sites whose name, city or brand it names, still in website_sort_order', async () => {
    const goteborg = bySortOrder.filter((s) => matches(s, 'Göteborg'));
    // Dealergroup Göteborg and its branches at Hisingen, Högsbo and Sisjön.
    expect(goteborg.length).toBeGreaterThanOrEqual(4);
    for (const search of ['Göteborg', 'göteborg', 'goteborg', 'GÖTE']) {
      const answer = await sitesQuery({ keyphrase: search });
      expect(answer.body.total_items).toBe(goteborg.length);
      expect(answer.body.content.map((s) => s.slug)).toEqual(slugs(goteborg));
    }
  });

  it('needs every word: a town and a brand narrow each other', async () => {
    const volvo = bySortOrder.filter((s) => matches(s, 'volvo'));
    const volvoGoteborg = bySortOrder.filter((s) => matches(s, 'volvo göteborg'));
    expect(volvo.length).toBeGreaterThan(volvoGoteborg.length);
    expect((await sitesQuery({ keyphrase: 'volvo' })).body.content.map((s) => s.slug)).toEqual(slugs(volvo));
    expect((await sitesQuery({ keyphrase: 'volvo göteborg' })).body.content.map((s) => s.slug)).toEqual(slugs(volvoGoteborg));
  });

  it('does not search the region or the street, which the spec leaves out', async () => {
    // Göteborg's region is "Västra Götalands län", and six street names are spread over the sites, e.g.
    // "Storgatan": no name, city or brand starts with either word, so neither finds a site.
    expect(swedish.some((s) => s.site_region === 'Västra Götalands län')).toBe(true);
    expect(swedish.some((s) => s.site_street?.startsWith('Storgatan'))).toBe(true);
    for (const word of ['Götalands', 'Storgatan']) {
      expect(swedish.filter((s) => matches(s, word))).toEqual([]);
      expect((await sitesQuery({ keyphrase: word })).body.total_items).toBe(0);
    }
  });

  // An independent haversine (R = 6371 km) over the seed, not the engine's code: the nearest-first order
  // only depends on the ranking, which the exact radius does not change.
  const haversine = (lat1: number, lng1: number, lat2: number, lng2: number) => {
    const rad = Math.PI / 180;
    const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
    return 2 * 6371 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
  };
  const byDistanceFrom = (lat: number, lng: number, list: readonly DealerSite[]) =>
    [...list]
      .map((site) => {
        const [sLat, sLng] = (site.site_geocoord ?? '').split(',').map(Number) as [number, number];
        return { site, km: haversine(lat, lng, sLat, sLng) };
      })
      .sort((a, b) => a.km - b.km || Number(a.site.site_id) - Number(b.site.site_id))
      .map((entry) => entry.site);

  it('sorts by distance from a near point over every site, paging the same order', async () => {
    // Malmö's centre (55.60, 13.00): the Malmö sites first, Lund next, Kiruna-far sites last.
    const expected = byDistanceFrom(55.6, 13.0, swedish);
    const first = await sitesQuery({ near: { lat: 55.6, lng: 13.0 } });
    const second = await sitesQuery({ near: { lat: 55.6, lng: 13.0 }, offset: 48 });
    expect(first.body.total_items).toBe(60);
    expect([...first.body.content, ...second.body.content].map((s) => s.slug)).toEqual(slugs(expected));
    expect(expected[0]?.site_city).toBe('Malmö');
    // The sort is not website_sort_order's in disguise.
    expect(slugs(expected)).not.toEqual(slugs(bySortOrder));
  });

  it('keeps the keyphrase with a near point: the matches, nearest first', async () => {
    const volvo = bySortOrder.filter((s) => matches(s, 'volvo'));
    const answer = await sitesQuery({ keyphrase: 'volvo', near: { lat: 67.86, lng: 20.23 } });
    expect(answer.body.content.map((s) => s.slug)).toEqual(slugs(byDistanceFrom(67.86, 20.23, volvo)));
  });

  it('puts sites without a readable position last, in id order', async () => {
    const engine = new SearchEngine();
    // Distances from (59, 18): b at 0.1° north is about 11 km, a at 1° north about 111 km.
    await engine.addIndex('dealergroup-se', 'sites', [
      { site_id: '1', slug: 'none', site_geocoord: null, website_sort_order: 1 },
      { site_id: '2', slug: 'a', site_geocoord: '60,18', website_sort_order: 2 },
      { site_id: '3', slug: 'bad', site_geocoord: 'north', website_sort_order: 3 },
      { site_id: '4', slug: 'b', site_geocoord: '59.1,18', website_sort_order: 4 },
    ]);
    const answer = await engine.query({ index: 'sites', site: 'dealergroup-se', limit: 10, offset: 0, near: { lat: 59, lng: 18 } });
    expect(answer.content.map((s) => s.slug)).toEqual(['b', 'a', 'none', 'bad']);
  });

  it('answers 400 for near on an index without positions, or a point off the globe', async () => {
    const cars = await app.inject({ method: 'POST', url: '/search/v1/query', payload: { index: 'cars', site: 'dealergroup-se', near: { lat: 59, lng: 18 } } });
    expect(cars.statusCode).toBe(400);
    expect((await sitesQuery({ near: { lat: 91, lng: 18 } })).status).toBe(400);
    expect((await sitesQuery({ near: { lat: 59, lng: 181 } })).status).toBe(400);
  });

  it('counts the region and brand facets and filters by them', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/search/v1/query',
      payload: { index: 'sites', site: 'dealergroup-se', limit: 48, sort_name: 'website_sort_order_asc', fields: ['slug'], facets: [{ name: 'site_region' }], filters: { site_region: ['Skåne län'] } },
    });
    const body = answer.json() as { content: { slug: string }[]; total_items: number; facet: { name: string; value: { text: string; count: number }[] }[] };
    const skane = bySortOrder.filter((s) => s.site_region === 'Skåne län');
    expect(skane.length).toBeGreaterThan(0);
    expect(body.content.map((s) => s.slug)).toEqual(slugs(skane).slice(0, 48));
    // The region facet leaves its own filter out: every region keeps its count over all 60.
    const regionCounts = new Map<string, number>();
    for (const site of swedish) regionCounts.set(site.site_region ?? '', (regionCounts.get(site.site_region ?? '') ?? 0) + 1);
    expect(Object.fromEntries(body.facet[0]?.value.map((v) => [v.text, v.count]) ?? [])).toEqual(Object.fromEntries(regionCounts));
  });

  it('answers 400, not 500, for an oversized keyphrase or offset', async () => {
    const long = await sitesQuery({ keyphrase: 'a'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/keyphrase/);
    expect((await sitesQuery({ offset: 100_001 })).status).toBe(400);
  });
});
