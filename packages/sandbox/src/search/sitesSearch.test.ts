/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import type { DealerSite } from '@showroom/contracts';
import { generateSeedData } from '../data/seed';
import { buildSearchEngine } from './build';
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

  it('answers 400, not 500, for an oversized keyphrase or offset', async () => {
    const long = await sitesQuery({ keyphrase: 'a'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/keyphrase/);
    expect((await sitesQuery({ offset: 100_001 })).status).toBe(400);
  });
});
