import { parseRangeValue, type SearchFilters } from '@showroom/contracts';
import { SearchInputError } from './errors';
import type { FieldKind } from './indexSpecs';

/** An inclusive numeric range; an exact value is a range with min === max, an open side is infinite. */
export interface NumberRange {
  min: number;
  max: number;
}

/** What one filter key asks for; the values of one key OR together. */
export type Condition =
  /** enum: the field is one of the values; enum[]: the list holds one of them. Compared as stored, so a number never equals "5". */
  | { kind: 'values'; field: string; values: readonly string[] }
  | { kind: 'number'; field: string; ranges: readonly NumberRange[] }
  | { kind: 'boolean'; field: string; values: readonly boolean[] }
  /** A nested key (car_brand>car_model): each path fixes the first levels ("BMW" or "BMW>X1"). */
  | { kind: 'path'; levels: readonly string[]; paths: readonly (readonly string[])[] };

/** One filter key of a request: its key as sent (for disjunctive facets), whether `.neq` excludes, and its condition. */
export interface Clause {
  key: string;
  exclude: boolean;
  condition: Condition;
}

/** Checks the filters against the index's fields and turns each non-empty key into a clause; keys AND together. */
export function parseWhere(filters: SearchFilters, fields: Record<string, FieldKind>): Clause[] {
  const clauses: Clause[] = [];
  for (const [rawKey, values] of Object.entries(filters)) {
    if (values.length === 0) continue;
    const exclude = rawKey.endsWith('.neq');
    const key = exclude ? rawKey.slice(0, -4) : rawKey;
    const condition = key.includes('>') ? nestedCondition(key, values, fields) : fieldCondition(key, values, fields);
    clauses.push({ key: rawKey, exclude, condition });
  }
  return clauses;
}

function fieldCondition(field: string, values: readonly string[], fields: Record<string, FieldKind>): Condition {
  const kind = fields[field];
  if (!kind) throw new SearchInputError(`Unknown filter field: ${field}`);
  if (kind === 'number') return { kind: 'number', field, ranges: values.map((value) => numberRange(field, value)) };
  if (kind === 'boolean') return { kind: 'boolean', field, values: values.map((value) => booleanValue(field, value)) };
  return { kind: 'values', field, values: [...values] };
}

function nestedCondition(key: string, values: readonly string[], fields: Record<string, FieldKind>): Condition {
  const levels = key.split('>');
  for (const level of levels) if (fields[level] !== 'enum') throw new SearchInputError(`Unknown nested filter level: ${level}`);
  const paths = values.map((value) => {
    const parts = value.split('>');
    if (parts.length > levels.length) throw new SearchInputError(`Nested value ${value} has more levels than ${key}`);
    return parts;
  });
  return { kind: 'path', levels, paths };
}

function numberRange(field: string, value: string): NumberRange {
  const range = parseRangeValue(value);
  if (range) return { min: range.min ?? -Infinity, max: range.max ?? Infinity };
  const exact = Number(value);
  if (value.trim() === '' || !Number.isFinite(exact)) throw new SearchInputError(`Filter ${field} needs a number or a range "min..max", got "${value}"`);
  return { min: exact, max: exact };
}

function booleanValue(field: string, value: string): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new SearchInputError(`Filter ${field} needs true or false, got "${value}"`);
}
