import { create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import type { Facet, SearchFilters, SearchIndex, SearchRequest, SearchResponse } from '@showroom/contracts';
import { assertFacet, computeFacet } from './facets';
import { INDEX_SPECS, type IndexSpec } from './indexSpecs';
import { compareIds, documentComparator, resolveSort } from './sorting';
import { buildWhere } from './where';

type Doc = Record<string, unknown>;

interface SiteIndex {
  spec: IndexSpec;
  db: AnyOrama;
  /** Stored record plus derived fields, by id. */
  docs: Map<string, Doc>;
  /** The record as returned to callers, by id. */
  records: Map<string, Doc>;
}

interface Hit {
  id: string;
  score: number;
}

/** One Orama index per (site, index kind), with facets, sorting and paging on top. */
export class SearchEngine {
  private readonly indexes = new Map<string, SiteIndex>();

  /** Builds an index for a site from its records; records carry the field named by the spec's idField. */
  async addIndex(site: string, kind: SearchIndex, records: readonly object[]): Promise<void> {
    const spec = INDEX_SPECS[kind];
    const schema: Record<string, string> = { id: 'string', text: 'string' };
    for (const [field, fieldKind] of Object.entries(spec.fields)) schema[field] = fieldKind;
    const db = create({ schema: schema as never }) as AnyOrama;
    const docs = new Map<string, Doc>();
    const recordMap = new Map<string, Doc>();
    const oramaDocs: Doc[] = [];
    for (const record of records as Doc[]) {
      const id = String(record[spec.idField]);
      const doc: Doc = { ...record, ...spec.derive?.(record) };
      docs.set(id, doc);
      recordMap.set(id, record);
      const indexed: Doc = { id, text: spec.text(doc) };
      for (const field of Object.keys(spec.fields)) {
        const value = doc[field];
        if (value !== null && value !== undefined) indexed[field] = value;
      }
      oramaDocs.push(indexed);
    }
    await insertMultiple(db, oramaDocs as never[], 2000);
    this.indexes.set(`${site}:${kind}`, { spec, db, docs, records: recordMap });
  }

  /** Answers a validated search request. Throws SearchInputError for unknown fields, facets or sorts. */
  async query(request: SearchRequest): Promise<SearchResponse<Doc>> {
    const index = this.indexes.get(`${request.site}:${request.index}`);
    const spec = INDEX_SPECS[request.index];
    const facetsRequested = request.facets ?? [];
    for (const facet of facetsRequested) assertFacet(facet.name, spec.fields);
    const sort = resolveSort(spec, request.sort_name);
    const filters = request.filters ?? {};
    buildWhere(filters, spec.fields);
    if (!index) return { facet: [], content: [], total_items: 0, limit: request.limit, offset: request.offset };

    const keyphrase = request.keyphrase?.trim() ?? '';
    const hits = await this.match(index, keyphrase, filters);
    const facet: Facet[] = [];
    for (const facetRequest of facetsRequested) {
      // Disjunctive facets: a facet's own filters are left out so the other values keep their counts.
      const own = ownFilterKeys(facetRequest.name, filters);
      const facetHits = own.length ? await this.match(index, keyphrase, without(filters, own)) : hits;
      facet.push(computeFacet(facetRequest, facetHits.map((hit) => index.docs.get(hit.id) as Doc), spec.fields));
    }

    let ordered: Hit[];
    if (sort || !keyphrase) {
      const compare = documentComparator(sort ?? spec.defaultSort, spec.idField);
      ordered = [...hits].sort((a, b) => compare(index.docs.get(a.id) as Doc, index.docs.get(b.id) as Doc));
    } else {
      ordered = [...hits].sort((a, b) => b.score - a.score || compareIds(a.id, b.id));
    }
    const page = ordered.slice(request.offset, request.offset + request.limit);
    const content = page.map((hit) => project(index.records.get(hit.id) as Doc, request.fields));
    return { facet, content, total_items: hits.length, limit: request.limit, offset: request.offset };
  }

  /** Every record of an index, for tests and other upstreams that read the seed. */
  records(site: string, kind: SearchIndex): Doc[] {
    return [...(this.indexes.get(`${site}:${kind}`)?.records.values() ?? [])];
  }

  private async match(index: SiteIndex, keyphrase: string, filters: SearchFilters): Promise<Hit[]> {
    if (index.docs.size === 0) return [];
    const where = buildWhere(filters, index.spec.fields);
    // Nothing to match on: every document is a hit (the facets-only first request of the car list).
    if (!keyphrase && !where) return [...index.docs.keys()].map((id) => ({ id, score: 0 }));
    // Without a keyphrase, Orama is asked for filtering only: passing an empty term makes it score
    // every document, several times slower on a large index (bench:search).
    const result = await search(index.db, {
      ...(keyphrase ? { term: keyphrase, properties: ['text'], threshold: 0 } : {}),
      limit: index.docs.size,
      ...(where ? { where: where as never } : {}),
    });
    return result.hits.map((hit) => ({ id: String(hit.id), score: hit.score }));
  }
}

function ownFilterKeys(facetName: string, filters: SearchFilters): string[] {
  const levels = new Set(facetName.split('>'));
  return Object.keys(filters).filter((key) => {
    if (key.endsWith('.neq')) return false;
    return key === facetName || key.split('>').some((level) => levels.has(level));
  });
}

function without(filters: SearchFilters, keys: readonly string[]): SearchFilters {
  return Object.fromEntries(Object.entries(filters).filter(([key]) => !keys.includes(key)));
}

function project(record: Doc, fields: readonly string[] | undefined): Doc {
  if (!fields || fields.length === 0) return record;
  const picked: Doc = {};
  for (const field of fields) if (field in record) picked[field] = record[field];
  return picked;
}
