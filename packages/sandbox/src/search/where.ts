import { parseRangeValue, type SearchFilters } from '@showroom/contracts';
import { SearchInputError } from './errors';
import type { FieldKind } from './indexSpecs';

/** An Orama where clause; kept structural because Orama's typing is tied to a concrete schema. */
export type Where = Record<string, unknown>;

/** Builds the Orama where clause for the filters: keys AND together, values of one key OR. */
export function buildWhere(filters: SearchFilters, fields: Record<string, FieldKind>): Where | undefined {
  const clauses: Where[] = [];
  for (const [rawKey, values] of Object.entries(filters)) {
    if (values.length === 0) continue;
    const exclude = rawKey.endsWith('.neq');
    const key = exclude ? rawKey.slice(0, -4) : rawKey;
    const clause = key.includes('>') ? nestedClause(key, values, fields) : fieldClause(key, values, fields);
    clauses.push(exclude ? { not: clause } : clause);
  }
  return clauses.length ? { and: clauses } : undefined;
}

function fieldClause(field: string, values: readonly string[], fields: Record<string, FieldKind>): Where {
  const kind = fields[field];
  if (!kind) throw new SearchInputError(`Unknown filter field: ${field}`);
  if (kind === 'number') return { or: values.map((value) => ({ [field]: numberOperator(field, value) })) };
  if (kind === 'boolean') return { or: values.map((value) => ({ [field]: booleanValue(field, value) })) };
  if (kind === 'enum[]') return { [field]: { containsAny: [...values] } };
  return { [field]: { in: [...values] } };
}

function nestedClause(key: string, values: readonly string[], fields: Record<string, FieldKind>): Where {
  const levels = key.split('>');
  for (const level of levels) if (fields[level] !== 'enum') throw new SearchInputError(`Unknown nested filter level: ${level}`);
  return {
    or: values.map((value) => {
      const parts = value.split('>');
      if (parts.length > levels.length) throw new SearchInputError(`Nested value ${value} has more levels than ${key}`);
      return { and: parts.map((part, i) => ({ [levels[i] as string]: { eq: part } })) };
    }),
  };
}

function numberOperator(field: string, value: string): Record<string, number | [number, number]> {
  const range = parseRangeValue(value);
  if (range) {
    if (range.min !== undefined && range.max !== undefined) return { between: [range.min, range.max] };
    return range.min !== undefined ? { gte: range.min } : { lte: range.max as number };
  }
  const exact = Number(value);
  if (value.trim() === '' || !Number.isFinite(exact)) throw new SearchInputError(`Filter ${field} needs a number or a range "min..max", got "${value}"`);
  return { eq: exact };
}

function booleanValue(field: string, value: string): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new SearchInputError(`Filter ${field} needs true or false, got "${value}"`);
}
