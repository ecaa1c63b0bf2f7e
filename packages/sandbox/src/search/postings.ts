import { Bitset } from './bitset';
import type { FieldKind } from './indexSpecs';
import type { Clause, Condition, NumberRange } from './where';

/**
 * Per field, which documents hold which value: ascending document numbers per stored value (enum,
 * enum[], boolean) or the documents sorted by value (number). Kept as sorted lists rather than one
 * bitset per value because ids, slugs and registration numbers have a value per car: a bitset each
 * would take close to a gigabyte at 100,000 cars.
 */
export class Postings {
  private readonly byValue = new Map<string, ValuePostings>();
  private readonly sortedNumbers = new Map<string, { values: Float64Array; docs: Uint32Array }>();

  /**
   * Indexes the fields from their values by document number (see readFields); a value Orama's schema
   * would reject throws, as the Orama index did.
   */
  constructor(
    readonly size: number,
    columns: ReadonlyMap<string, readonly unknown[]>,
    fields: Record<string, FieldKind>,
    idOf: (doc: number) => string,
  ) {
    for (const [field, kind] of Object.entries(fields)) {
      const values = columns.get(field) ?? [];
      if (kind === 'number') this.sortedNumbers.set(field, sortNumbers(values, size, field, idOf));
      else this.byValue.set(field, groupValues(values, size, field, kind, idOf));
    }
  }

  /** The documents a clause keeps (its values ORed; `.neq` inverted, so documents without the field pass it). */
  evaluate(clause: Clause): Bitset {
    const set = this.match(clause.condition);
    return clause.exclude ? Bitset.full(this.size).andNot(set) : set;
  }

  private match(condition: Condition): Bitset {
    const set = new Bitset(this.size);
    switch (condition.kind) {
      case 'values':
      case 'boolean': {
        const postings = this.byValue.get(condition.field);
        for (const value of condition.values) {
          const docs = postings?.get(value);
          if (docs) set.addAll(docs);
        }
        return set;
      }
      case 'number': {
        const sorted = this.sortedNumbers.get(condition.field);
        if (sorted) for (const range of condition.ranges) addRange(set, sorted, range);
        return set;
      }
      case 'path': {
        for (const path of condition.paths) {
          const docs = path.map((part, i) => this.byValue.get(condition.levels[i] as string)?.get(part));
          if (docs.some((list) => !list)) continue;
          const [first, ...rest] = docs as Uint32Array[];
          const both = Bitset.of(this.size, first as Uint32Array);
          for (const list of rest) both.and(Bitset.of(this.size, list));
          set.or(both);
        }
        return set;
      }
    }
  }
}

/** One field's documents per stored value: ascending document numbers, all values' lists in one array. */
class ValuePostings {
  constructor(
    private readonly codeOf: Map<unknown, number>,
    private readonly starts: Uint32Array,
    private readonly docs: Uint32Array,
  ) {}

  /** The documents holding the value (compared as stored: "5" does not find 5). */
  get(value: unknown): Uint32Array | undefined {
    const code = this.codeOf.get(value);
    return code === undefined ? undefined : this.docs.subarray(this.starts[code], this.starts[code + 1]);
  }
}

function groupValues(values: readonly unknown[], size: number, field: string, kind: FieldKind, idOf: (doc: number) => string): ValuePostings {
  const codeOf = new Map<unknown, number>();
  const counts: number[] = [];
  const codeFor = (value: unknown) => {
    let code = codeOf.get(value);
    if (code === undefined) {
      code = counts.length;
      codeOf.set(value, code);
      counts.push(0);
    }
    counts[code]!++;
    return code;
  };
  // (value code, document) pairs in document order; a scalar field has at most one per document.
  const pairCodes: number[] = [];
  const pairDocs: number[] = [];
  for (let doc = 0; doc < size; doc++) {
    const value = values[doc];
    if (value === null || value === undefined) continue;
    if (kind === 'enum[]') {
      if (!Array.isArray(value) || !value.every(isEnumValue)) throw invalid(idOf(doc), field, kind);
      // A list naming a value twice is still one document for that value.
      for (const item of new Set(value)) {
        pairCodes.push(codeFor(item));
        pairDocs.push(doc);
      }
      continue;
    }
    if (kind === 'boolean' ? typeof value !== 'boolean' : !isEnumValue(value)) throw invalid(idOf(doc), field, kind);
    pairCodes.push(codeFor(value));
    pairDocs.push(doc);
  }
  // Counting sort by value; documents were visited in ascending order, so each list comes out ascending.
  const starts = new Uint32Array(counts.length + 1);
  for (let code = 0; code < counts.length; code++) starts[code + 1] = (starts[code] as number) + (counts[code] as number);
  const next = starts.slice(0, counts.length);
  const sorted = new Uint32Array(pairDocs.length);
  for (let i = 0; i < pairDocs.length; i++) sorted[next[pairCodes[i] as number]!++] = pairDocs[i] as number;
  return new ValuePostings(codeOf, starts, sorted);
}

function sortNumbers(values: readonly unknown[], size: number, field: string, idOf: (doc: number) => string): { values: Float64Array; docs: Uint32Array } {
  const members: number[] = [];
  const numberOf = new Float64Array(size);
  for (let doc = 0; doc < size; doc++) {
    const value = values[doc];
    if (value === null || value === undefined) continue;
    if (typeof value !== 'number') throw invalid(idOf(doc), field, 'number');
    // NaN has no place in an order; no range can match it anyway.
    if (Number.isNaN(value)) continue;
    members.push(doc);
    numberOf[doc] = value;
  }
  const sorted = Uint32Array.from(members).sort((a, b) => (numberOf[a] as number) - (numberOf[b] as number) || a - b);
  return { values: Float64Array.from(sorted, (doc) => numberOf[doc] as number), docs: sorted };
}

function addRange(set: Bitset, sorted: { values: Float64Array; docs: Uint32Array }, range: NumberRange): void {
  const end = firstAbove(sorted.values, range.max);
  for (let i = firstAtLeast(sorted.values, range.min); i < end; i++) set.add(sorted.docs[i] as number);
}

/** Index of the first value >= min (values ascending). */
function firstAtLeast(values: Float64Array, min: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) < min) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first value > max (values ascending). */
function firstAbove(values: Float64Array, max: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) <= max) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function isEnumValue(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number';
}

function invalid(id: string, field: string, kind: FieldKind): Error {
  return new Error(`Search index: ${field} of ${id} is not a valid ${kind}`);
}
