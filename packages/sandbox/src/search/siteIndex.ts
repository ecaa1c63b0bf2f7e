import { FacetColumns } from './facetColumns';
import { readFields } from './fieldValues';
import type { IndexSpec, SortSpec } from './indexSpecs';
import { Postings } from './postings';
import { sortComparator } from './sorting';
import { SortOrder } from './sortOrder';
import { TextIndex } from './textIndex';

type Doc = Record<string, unknown>;

/** One (site, index kind): its documents by number (0..size-1) and everything precomputed to answer over them. */
export class SiteIndex {
  private readonly sortOrders = new Map<string, SortOrder>();

  private constructor(
    readonly spec: IndexSpec,
    /** Stored record plus derived fields, by document number. */
    readonly docs: readonly Doc[],
    /** The record as returned to callers, by document number. */
    readonly records: readonly Doc[],
    readonly ids: readonly string[],
    readonly postings: Postings,
    readonly facetColumns: FacetColumns,
    readonly text: TextIndex,
  ) {}

  /** Builds the index of the records, in their order; the named sorts are sorted up front. */
  static async build(spec: IndexSpec, records: readonly Doc[]): Promise<SiteIndex> {
    const ids = records.map((record) => String(record[spec.idField]));
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) throw new Error(`Search index ${spec.kind}: two records have the id ${id}`);
      seen.add(id);
    }
    // Without derived fields the record itself is the document: a copy per car cost memory and nothing else.
    const derive = spec.derive;
    const docs = derive ? records.map((record) => ({ ...record, ...derive(record) })) : records;
    const sorts = [spec.defaultSort, ...Object.values(spec.sorts)];
    const columns = readFields(docs, [...new Set([...Object.keys(spec.fields), ...sorts.map((sort) => sort.field)])]);
    const postings = new Postings(docs.length, columns, spec.fields, (doc) => ids[doc] as string);
    const text = await TextIndex.build(docs.map((doc) => spec.text(doc)));
    const index = new SiteIndex(spec, docs, records, ids, postings, new FacetColumns(docs), text);
    for (const sort of sorts) index.sortOrder(sort, columns.get(sort.field));
    return index;
  }

  get size(): number {
    return this.docs.length;
  }

  /** The documents in the sort's order (a `<field>_asc` sort is sorted the first time it is asked for). */
  sortOrder(sort: SortSpec, values?: readonly unknown[]): SortOrder {
    const key = `${sort.field}:${sort.direction}`;
    let order = this.sortOrders.get(key);
    if (!order) {
      order = new SortOrder(this.size, sortComparator(sort.direction, values ?? this.docs.map((doc) => doc[sort.field]), this.ids));
      this.sortOrders.set(key, order);
    }
    return order;
  }
}
