import type { Facet, SearchFilters, SearchIndex, SearchRequest, SearchResponse } from '@showroom/contracts';
import { Bitset } from './bitset';
import { SearchInputError } from './errors';
import { assertFacet, computeFacet } from './facets';
import { INDEX_SPECS } from './indexSpecs';
import { SiteIndex } from './siteIndex';
import { pageByDistance } from './geoSort';
import { compareIds, resolveSort } from './sorting';
import type { TextMatches } from './textIndex';
import { parseWhere } from './where';

type Doc = Record<string, unknown>;

/**
 * One index per (site, index kind). Each filter key becomes a bitset over the index's documents; the
 * matches are their intersection (with the keyphrase's matches), each facet counts over the intersection
 * of the keys it does not own, and pages are read off precomputed sort orders.
 */
export class SearchEngine {
  private readonly indexes = new Map<string, SiteIndex>();

  /** Builds an index for a site from its records; records carry the field named by the spec's idField. */
  async addIndex(site: string, kind: SearchIndex, records: readonly object[]): Promise<void> {
    this.indexes.set(`${site}:${kind}`, await SiteIndex.build(INDEX_SPECS[kind], records as readonly Doc[]));
  }

  /** Answers a validated search request. Throws SearchInputError for unknown fields, facets or sorts. */
  async query(request: SearchRequest): Promise<SearchResponse<Doc>> {
    const index = this.indexes.get(`${request.site}:${request.index}`);
    const spec = INDEX_SPECS[request.index];
    const facetsRequested = request.facets ?? [];
    for (const facet of facetsRequested) assertFacet(facet.name, spec.fields);
    const sort = resolveSort(spec, request.sort_name);
    const filters = request.filters ?? {};
    const clauses = parseWhere(filters, spec.fields);
    if (request.near && !spec.geoField) throw new SearchInputError(`The ${request.index} index has no position to sort by near`);
    if (!index) return { facet: [], content: [], total_items: 0, limit: request.limit, offset: request.offset };

    const typed = request.keyphrase?.trim() ?? '';
    const keyphrase = typed && spec.keyphrase ? spec.keyphrase(typed) : typed;
    const text = keyphrase ? index.text.match(keyphrase) : null;
    const base = text ? text.set : Bitset.full(index.size);
    const kept = clauses.map((clause) => ({ key: clause.key, set: index.postings.evaluate(clause) }));
    const matches = intersect(base, kept);

    const facet: Facet[] = [];
    for (const facetRequest of facetsRequested) {
      // Disjunctive facets: a facet's own filters are left out so the other values keep their counts.
      const own = ownFilterKeys(facetRequest.name, filters);
      const facetMatches = own.length ? intersect(base, kept.filter((clause) => !own.includes(clause.key))) : matches;
      facet.push(computeFacet(facetRequest, facetMatches, index.facetColumns, spec.fields));
    }

    const page = request.near && spec.geoField ? pageByDistance(index, spec.geoField, request.near, matches, request.offset, request.limit) : sort || !text ? index.sortOrder(sort ?? spec.defaultSort).page(matches, request.offset, request.limit) : byRelevance(text, matches, index.ids, request.offset, request.limit);
    const content = page.map((doc) => project(index.records[doc] as Doc, request.fields));
    return { facet, content, total_items: matches.count(), limit: request.limit, offset: request.offset };
  }

  /** Every record of an index, for tests and other upstreams that read the seed. */
  records(site: string, kind: SearchIndex): Doc[] {
    return [...(this.indexes.get(`${site}:${kind}`)?.records ?? [])];
  }
}

function intersect(base: Bitset, clauses: readonly { set: Bitset }[]): Bitset {
  const result = base.clone();
  for (const clause of clauses) result.and(clause.set);
  return result;
}

/** The page of the matches by score, best first; equal scores in id order. */
function byRelevance(text: TextMatches, matches: Bitset, ids: readonly string[], offset: number, limit: number): number[] {
  if (limit <= 0) return [];
  const hits: { doc: number; score: number }[] = [];
  for (let i = 0; i < text.docs.length; i++) {
    const doc = text.docs[i] as number;
    if (matches.has(doc)) hits.push({ doc, score: text.scores[i] as number });
  }
  hits.sort((a, b) => b.score - a.score || compareIds(ids[a.doc] as string, ids[b.doc] as string));
  return hits.slice(offset, offset + limit).map((hit) => hit.doc);
}

function ownFilterKeys(facetName: string, filters: SearchFilters): string[] {
  const levels = new Set(facetName.split('>'));
  return Object.keys(filters).filter((key) => {
    if (key.endsWith('.neq')) return false;
    return key === facetName || key.split('>').some((level) => levels.has(level));
  });
}

function project(record: Doc, fields: readonly string[] | undefined): Doc {
  if (!fields || fields.length === 0) return record;
  const picked: Doc = {};
  for (const field of fields) if (field in record) picked[field] = record[field];
  return picked;
}
