import { components } from '@orama/orama';
import type { Facet, FacetRequest, FacetValue, SearchRequest, SearchResponse } from '@showroom/contracts';
import { generateSeedData } from '../data/seed';
import { buildSearchEngine } from './build';
import type { SearchEngine } from './engine';
import { randomCarRequests } from './randomRequests';

// The engine against a deliberately naive reference: filter the array, count by hand, sort. Written from
// the request semantics, not from the engine's code; Orama's tokenizer is the one library piece used,
// since keyphrases are tokenized the way Orama always has.

type Doc = Record<string, unknown>;
type Kind = 'enum' | 'number' | 'boolean' | 'enum[]';

const data = generateSeedData({ seed: 21, cars: 4000, now: new Date('2026-06-01T00:00:00Z') });
let engine: SearchEngine;
beforeAll(async () => {
  engine = await buildSearchEngine(data);
});

const CAR_FIELDS: Record<string, Kind> = {
  car_id: 'enum', car_brand: 'enum', car_model: 'enum', car_body: 'enum', car_fuel: 'enum', car_gearbox: 'enum', car_drive: 'enum', car_color: 'enum',
  car_condition: 'enum', car_site_city: 'enum', car_vehicle_type: 'enum', car_year: 'number', car_seats: 'number', car_mileage: 'number', car_price: 'number',
  car_campaign_price: 'number', car_power: 'number', car_privateleasing_monthly_cost: 'number', car_ncapstars: 'number', car_is_used: 'boolean',
  caroftheweek: 'boolean', car_has_campaign_price: 'boolean', car_has_privateleasing: 'boolean', car_vat_eligible: 'boolean', car_equipment: 'enum[]',
};
const NAMED_SORTS: Record<string, [string, 'asc' | 'desc']> = {
  newest: ['car_publishdate', 'desc'], oldest: ['car_publishdate', 'asc'], price_asc: ['car_price', 'asc'], price_desc: ['car_price', 'desc'],
  mileage_asc: ['car_mileage', 'asc'], mileage_desc: ['car_mileage', 'desc'], year_desc: ['car_year', 'desc'], year_asc: ['car_year', 'asc'],
};
const TEXT_FIELDS = ['car_brand', 'car_model', 'car_version', 'car_body', 'car_fuel', 'car_color', 'car_gearbox', 'car_site_city', 'car_site_name', 'car_regno'];

/** Does the document pass one filter key? */
function passes(doc: Doc, rawKey: string, values: readonly string[]): boolean {
  const exclude = rawKey.endsWith('.neq');
  const key = exclude ? rawKey.slice(0, -4) : rawKey;
  let hit: boolean;
  if (key.includes('>')) {
    const levels = key.split('>');
    hit = values.some((value) => value.split('>').every((part, i) => doc[levels[i] as string] === part));
  } else {
    const stored = doc[key];
    switch (CAR_FIELDS[key]) {
      case 'number':
        hit = values.some((value) => {
          if (typeof stored !== 'number') return false;
          const range = /^(-?[\d.]+)?\.\.(-?[\d.]+)?$/.exec(value);
          if (!range) return stored === Number(value);
          return (range[1] === undefined || stored >= Number(range[1])) && (range[2] === undefined || stored <= Number(range[2]));
        });
        break;
      case 'boolean':
        hit = values.some((value) => stored === (value === 'true' || value === '1'));
        break;
      case 'enum[]':
        hit = Array.isArray(stored) && values.some((value) => stored.includes(value));
        break;
      default:
        hit = values.includes(stored as string);
    }
  }
  return exclude ? !hit : hit;
}

const tokenizer = components.tokenizer.createTokenizer();
const tokens = (text: string) => tokenizer.tokenize(text) as string[];

const words = new WeakMap<Doc, Set<string>>();
function wordsOf(doc: Doc): Set<string> {
  let set = words.get(doc);
  if (!set) {
    set = new Set(tokens(TEXT_FIELDS.map((field) => (typeof doc[field] === 'string' ? doc[field] : '')).join(' ')));
    words.set(doc, set);
  }
  return set;
}

/**
 * Orama's keyphrase rule, spelled out: each term matches the words starting with it; with several terms,
 * a document matches when its count of (term, matching word) pairs equals the number of terms.
 */
function keyphraseFilter(docs: readonly Doc[], keyphrase: string): (doc: Doc) => boolean {
  const terms = tokens(keyphrase);
  const vocabulary = new Set(docs.flatMap((doc) => [...wordsOf(doc)]));
  const matching = terms.map((term) => [...vocabulary].filter((word) => word.startsWith(term)));
  if (terms.length === 0 || matching.some((words) => words.length === 0)) return () => false;
  return (doc) => {
    const words = wordsOf(doc);
    const pairs = matching.reduce((sum, list) => sum + list.filter((word) => words.has(word)).length, 0);
    return terms.length === 1 ? pairs > 0 : pairs === terms.length;
  };
}

function facetTexts(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined && v !== '').map(String);
  return [String(value)];
}

function countValues(docs: readonly Doc[], levels: readonly string[], order: FacetRequest['sort_order']): FacetValue[] {
  const [level, ...rest] = levels;
  const byText = new Map<string, Doc[]>();
  for (const doc of docs) {
    for (const text of facetTexts(doc[level as string])) {
      if (!byText.has(text)) byText.set(text, []);
      byText.get(text)?.push(doc);
    }
  }
  const values = [...byText].map(([text, group]): FacetValue => (rest.length ? { text, count: group.length, children: countValues(group, rest, order) } : { text, count: group.length }));
  const alphabetical = (a: FacetValue, b: FacetValue) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
  return values.sort((a, b) => {
    if (order === 'text_asc') return alphabetical(a, b);
    if (order === 'text_desc') return alphabetical(b, a);
    if (order === 'count_asc') return a.count - b.count || alphabetical(a, b);
    return b.count - a.count || alphabetical(a, b);
  });
}

function referenceFacet(request: FacetRequest, docs: readonly Doc[]): Facet {
  if (!request.name.includes('>') && CAR_FIELDS[request.name] === 'number') {
    const numbers = docs.map((doc) => doc[request.name]).filter((value): value is number => typeof value === 'number');
    return { name: request.name, type: 'histogram', min: numbers.length ? Math.min(...numbers) : 0, max: numbers.length ? Math.max(...numbers) : 0, count: numbers.length };
  }
  return { name: request.name, type: 'value', value: countValues(docs, request.name.split('>'), request.sort_order) };
}

function referenceSort(name: string): (a: Doc, b: Doc) => number {
  const named = NAMED_SORTS[name];
  const [field, direction] = named ?? [name.replace(/_(asc|desc)$/, ''), name.endsWith('_asc') ? 'asc' : 'desc'];
  return (a, b) => {
    const x = a[field];
    const y = b[field];
    const xMissing = x === null || x === undefined;
    const yMissing = y === null || y === undefined;
    if (xMissing || yMissing) {
      if (xMissing !== yMissing) return xMissing ? 1 : -1;
    } else if (x !== y) {
      const ascending = typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1;
      return direction === 'asc' ? ascending : -ascending;
    }
    return Number(a.car_id) - Number(b.car_id);
  };
}

/** The answer worked out by brute force; `content` is null when it is ordered by relevance (not reproduced here). */
function reference(request: SearchRequest, cars: readonly Doc[]): Omit<SearchResponse<Doc>, 'content'> & { content: Doc[] | null; matches: Doc[] } {
  const filters = Object.entries(request.filters ?? {}).filter(([, values]) => values.length > 0);
  const keyphrase = request.keyphrase?.trim() ?? '';
  const textMatches = keyphrase ? keyphraseFilter(cars, keyphrase) : () => true;
  const matching = (keys: typeof filters) => cars.filter((doc) => textMatches(doc) && keys.every(([key, values]) => passes(doc, key, values)));
  const matches = matching(filters);
  const facet = (request.facets ?? []).map((facetRequest) => {
    const levels = facetRequest.name.split('>');
    const owns = (key: string) => !key.endsWith('.neq') && (key === facetRequest.name || key.split('>').some((level) => levels.includes(level)));
    return referenceFacet(facetRequest, matching(filters.filter(([key]) => !owns(key))));
  });
  let content: Doc[] | null = null;
  if (request.sort_name || !keyphrase) {
    const sorted = [...matches].sort(referenceSort(request.sort_name ?? 'newest'));
    content = sorted.slice(request.offset, request.offset + request.limit).map((doc) => {
      if (!request.fields?.length) return doc;
      return Object.fromEntries(request.fields.filter((field) => field in doc).map((field) => [field, doc[field]]));
    });
  }
  return { facet, content, total_items: matches.length, limit: request.limit, offset: request.offset, matches };
}

describe('engine equals a brute-force reference', () => {
  for (const [site, count, seed] of [['dealergroup-se', 400, 1], ['premium-uk', 100, 2]] as const) {
    it(`on ${count} random requests for ${site}`, async () => {
      const cars = data.cars.filter((car) => car.site === site) as unknown as Doc[];
      let withResults = 0;
      let byRelevance = 0;
      for (const request of randomCarRequests(cars, site, count, seed)) {
        const actual = await engine.query(request);
        const { matches, content, ...expected } = reference(request, cars);
        if (content) {
          expect({ request, response: actual }).toEqual({ request, response: { ...expected, content } });
        } else {
          // Relevance order is Orama's BM25; check the totals, the facets, and that the page holds matches.
          byRelevance++;
          expect({ request, response: { ...actual, content: [] } }).toEqual({ request, response: { ...expected, content: [] } });
          const ids = new Set(matches.map((doc) => doc.car_id));
          const pageLength = Math.max(0, Math.min(request.limit, matches.length - request.offset));
          expect(actual.content.length).toBe(pageLength);
          for (const doc of actual.content) expect(ids.has((doc as Doc).car_id)).toBe(true);
        }
        if (actual.total_items > 0) withResults++;
      }
      // The generator must keep producing requests that find something, with and without keyphrases.
      expect(withResults).toBeGreaterThan(count / 2);
      expect(byRelevance).toBeGreaterThan(count / 20);
    });
  }
});
