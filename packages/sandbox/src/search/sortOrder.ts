import { Bitset } from './bitset';

/**
 * All of an index's documents sorted once by a sort's comparator. A query's page is then read off in
 * rank order, so answering does not sort the matches: marking each match's rank in a bitset and
 * skipping to the offset costs a pass over the matches plus one over the bitset's words.
 */
export class SortOrder {
  /** Documents in sorted order. */
  private readonly order: Uint32Array;
  /** Per document, its position in `order`. */
  private readonly rank: Uint32Array;

  /** Sorts documents 0..size-1 with the comparator, which must be a total order (the id breaks ties). */
  constructor(size: number, compare: (a: number, b: number) => number) {
    const order = Array.from({ length: size }, (_, doc) => doc).sort(compare);
    this.order = Uint32Array.from(order);
    this.rank = new Uint32Array(size);
    for (let position = 0; position < size; position++) this.rank[this.order[position] as number] = position;
  }

  /** The matching documents at positions offset .. offset + limit - 1 of this order. */
  page(matches: Bitset, offset: number, limit: number): number[] {
    if (limit <= 0) return [];
    const ranks = new Bitset(matches.size);
    const rank = this.rank;
    for (const doc of matches.toArray()) ranks.add(rank[doc] as number);
    return ranks.slice(offset, limit).map((position) => this.order[position] as number);
  }
}
