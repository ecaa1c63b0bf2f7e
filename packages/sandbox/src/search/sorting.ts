import { SearchInputError } from './errors';
import type { IndexSpec, SortSpec } from './indexSpecs';

type Doc = Record<string, unknown>;

/** Resolves a sort name: a named sort, or `<field>_asc|_desc`. */
export function resolveSort(spec: IndexSpec, name: string | undefined): SortSpec | null {
  if (name === undefined) return null;
  const named = spec.sorts[name];
  if (named) return named;
  const match = /^(.+)_(asc|desc)$/.exec(name);
  const field = match?.[1];
  if (field && (spec.fields[field] === 'number' || spec.fields[field] === 'enum')) return { field, direction: match[2] as 'asc' | 'desc' };
  throw new SearchInputError(`Unknown sort_name: ${name}`);
}

/** Compares by the sort field (missing values last), then by numeric id for stable ties. */
export function documentComparator(sort: SortSpec, idField: string): (a: Doc, b: Doc) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = a[sort.field];
    const y = b[sort.field];
    const xMissing = x === null || x === undefined;
    const yMissing = y === null || y === undefined;
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    if (!xMissing && x !== y) return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1) * sign;
    return compareIds(String(a[idField]), String(b[idField]));
  };
}

/** Numeric ids compare as numbers, others as text. */
export function compareIds(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (Number.isFinite(x) && Number.isFinite(y) && x !== y) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}
