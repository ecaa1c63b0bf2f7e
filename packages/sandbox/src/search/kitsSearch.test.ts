import { searchRequestSchema, type SearchRequestInput } from '@showroom/contracts';
import { generateSeedData } from '../data/seed';
import { buildSearchEngine } from './build';
import type { SearchEngine } from './engine';

// The kits index as mfe-kits asks it (spec 3 §7.2: index kits, limit 48, sort, facets, filters, keyphrase);
// expectations by brute force over the seeded kits.
const data = generateSeedData({ seed: 7, cars: 200, now: new Date('2026-03-01T00:00:00Z') });
const seKits = data.kits.filter((k) => k.site === 'dealergroup-se');
let engine: SearchEngine;
beforeAll(async () => {
  engine = await buildSearchEngine(data);
});
const query = (input: Omit<SearchRequestInput, 'index' | 'site'>) => engine.query(searchRequestSchema.parse({ index: 'kits', site: 'dealergroup-se', ...input }));

const countBy = (kits: typeof seKits, field: 'kitcategory' | 'kitsubcategory' | 'partsubsubcategory') => {
  const counts = new Map<string, number>();
  for (const kit of kits) {
    const value = kit[field];
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
};

describe('kits search in the sandbox', () => {
  it('facets kitcategory, kitsubcategory and partsubsubcategory with the counts of the site kits', async () => {
    const answer = await query({ limit: 48, sort_name: 'name_asc', facets: [{ name: 'kitcategory' }, { name: 'kitsubcategory' }, { name: 'partsubsubcategory' }] });
    expect(answer.total_items).toBe(seKits.length);
    expect(answer.content).toHaveLength(48);
    for (const field of ['kitcategory', 'kitsubcategory', 'partsubsubcategory'] as const) {
      const facet = answer.facet.find((f) => f.name === field);
      expect(facet?.type).toBe('value');
      if (facet?.type !== 'value') continue;
      expect(new Map(facet.value.map((v) => [v.text, v.count]))).toEqual(countBy(seKits, field));
    }
  });

  it('filters by a facet value and narrows the other facets to it', async () => {
    const transport = seKits.filter((k) => k.kitcategory === 'Transport');
    const answer = await query({ limit: 48, filters: { kitcategory: ['Transport'] }, facets: [{ name: 'kitsubcategory' }] });
    expect(answer.total_items).toBe(transport.length);
    const facet = answer.facet[0];
    expect(facet?.type === 'value' && new Map(facet.value.map((v) => [v.text, v.count]))).toEqual(countBy(transport, 'kitsubcategory'));
  });

  it('pages 48 at a time in name order, without overlap', async () => {
    const first = await query({ limit: 48, offset: 0, sort_name: 'name_asc', fields: ['kitId'] });
    const second = await query({ limit: 48, offset: 48, sort_name: 'name_asc', fields: ['kitId'] });
    const ids = [...first.content, ...second.content].map((k) => (k as { kitId: string }).kitId);
    expect(new Set(ids).size).toBe(96);
  });

  it('finds kits by a word of their name', async () => {
    const answer = await query({ limit: 48, keyphrase: 'Takbox' });
    // The words the index holds of a kit: name, code, the three categories and the description (indexSpecs.ts).
    const words = (k: (typeof seKits)[number]) => [k.name, k.kitCode, k.kitcategory, k.kitsubcategory, k.partsubsubcategory, k.description].join(' ');
    expect(answer.total_items).toBe(seKits.filter((k) => /\btakbox\b/i.test(words(k))).length);
    expect(answer.total_items).toBeGreaterThan(0);
  });
});
