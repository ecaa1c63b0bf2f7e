import { Bitset } from './bitset';

type Doc = Record<string, unknown>;

/**
 * One field's facet texts per document, as codes into `texts`: counting a facet over the matches is
 * then a pass of array increments instead of a Map keyed by strings per document.
 */
export class ValueColumn {
  /** The distinct texts, by code. */
  readonly texts: string[] = [];
  /** Document d's codes are codes[starts[d]] .. codes[starts[d + 1] - 1]; a list keeps its repeats, as the facet counts them. */
  private readonly starts: Uint32Array;
  private readonly codes: Uint32Array;
  /** Per code, a counter; zero between calls. */
  private readonly scratch: Uint32Array;

  constructor(docs: readonly Doc[], field: string) {
    const codeOf = new Map<string, number>();
    const codes: number[] = [];
    this.starts = new Uint32Array(docs.length + 1);
    for (let doc = 0; doc < docs.length; doc++) {
      for (const text of facetTexts((docs[doc] as Doc)[field])) {
        let code = codeOf.get(text);
        if (code === undefined) {
          code = this.texts.length;
          codeOf.set(text, code);
          this.texts.push(text);
        }
        codes.push(code);
      }
      this.starts[doc + 1] = codes.length;
    }
    this.codes = Uint32Array.from(codes);
    this.scratch = new Uint32Array(this.texts.length);
  }

  /**
   * Counts the documents per text (a document listed twice counts twice, as before) and, when asked,
   * the documents behind each text, for the next level of a nested facet.
   */
  group(docs: ArrayLike<number>, withMembers: boolean): { codes: number[]; counts: number[]; members: Uint32Array[] } {
    const { starts, codes, scratch } = this;
    const touched: number[] = [];
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i] as number;
      const end = starts[doc + 1] as number;
      for (let k = starts[doc] as number; k < end; k++) {
        const code = codes[k] as number;
        if (scratch[code]!++ === 0) touched.push(code);
      }
    }
    const counts = touched.map((code) => scratch[code] as number);
    const members: Uint32Array[] = [];
    if (withMembers) {
      // Counting sort: the scratch counters become each text's write position in one shared array.
      let position = 0;
      for (let i = 0; i < touched.length; i++) {
        scratch[touched[i] as number] = position;
        position += counts[i] as number;
      }
      const flat = new Uint32Array(position);
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i] as number;
        const end = starts[doc + 1] as number;
        for (let k = starts[doc] as number; k < end; k++) flat[scratch[codes[k] as number]!++] = doc;
      }
      let begin = 0;
      for (const count of counts) {
        members.push(flat.subarray(begin, begin + count));
        begin += count;
      }
    }
    for (const code of touched) scratch[code] = 0;
    return { codes: touched, counts, members };
  }
}

/** One field's numbers per document, for histogram facets. */
export class NumberColumn {
  readonly values: Float64Array;
  /** Documents whose value is a number (others are left out of min, max and count). */
  readonly present: Bitset;

  constructor(docs: readonly Doc[], field: string) {
    this.values = new Float64Array(docs.length);
    this.present = new Bitset(docs.length);
    for (let doc = 0; doc < docs.length; doc++) {
      const value = (docs[doc] as Doc)[field];
      if (typeof value !== 'number') continue;
      this.values[doc] = value;
      this.present.add(doc);
    }
  }
}

/** The facet columns of one index, each built the first time its field is faceted (most fields never are). */
export class FacetColumns {
  private readonly valueColumns = new Map<string, ValueColumn>();
  private readonly numberColumns = new Map<string, NumberColumn>();

  constructor(private readonly docs: readonly Doc[]) {}

  /** The field's texts per document. */
  values(field: string): ValueColumn {
    return builtOnce(this.valueColumns, field, () => new ValueColumn(this.docs, field));
  }

  /** The field's numbers per document. */
  numbers(field: string): NumberColumn {
    return builtOnce(this.numberColumns, field, () => new NumberColumn(this.docs, field));
  }
}

// A column is built the first time its field is faceted, then kept with the index.
function builtOnce<T>(columns: Map<string, T>, field: string, build: () => T): T {
  let column = columns.get(field);
  if (column === undefined) {
    column = build();
    columns.set(field, column);
  }
  return column;
}

/** The texts a value is counted under: none for null, undefined and '', one per list item otherwise. */
function facetTexts(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined && v !== '').map(String);
  return [String(value)];
}
