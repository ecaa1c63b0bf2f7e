import { SearchInputError } from './errors';
import type { IndexSpec, SortSpec } from './indexSpecs';

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

/**
 * Orders document numbers by their sort-field values (missing values last), then by numeric id for
 * stable ties. Takes the values by document number: a property lookup per comparison made sorting slow.
 */
export function sortComparator(direction: SortSpec['direction'], values: readonly unknown[], ids: readonly string[]): (a: number, b: number) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = values[a];
    const y = values[b];
    const xMissing = x === null || x === undefined;
    const yMissing = y === null || y === undefined;
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    if (!xMissing && x !== y) return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1) * sign;
    return compareIds(ids[a] as string, ids[b] as string);
  };
}

/** Numeric ids compare as numbers, others as text. */
export function compareIds(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (Number.isFinite(x) && Number.isFinite(y) && x !== y) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}
