import { checkFailure, checkListOf, isStringUpTo, type PayloadCheckResult } from './payloadCheck';

// Field checks the hand-written object checks share, each the stand-in for one zod/mini field schema.

/** What a field check answers: the field's parsed value, or why it is wrong (prefixed with its place by `objectOf`). */
export type FieldCheck<T> = (value: unknown, path: string) => PayloadCheckResult<T>;

/** A number as z.number() takes it: finite (zod refuses NaN and ±Infinity). */
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** z.number().check(z.nonnegative()). */
export const nonNegativeNumber: FieldCheck<number> = (value, path) => (isFiniteNumber(value) && value >= 0 ? { success: true, data: value } : checkFailure(path, 'expected a number of at least 0'));

/** z.number().check(z.int()).check(z.nonnegative()): z.int() takes safe integers only. */
export const countNumber: FieldCheck<number> = (value, path) => (Number.isSafeInteger(value) && (value as number) >= 0 ? { success: true, data: value as number } : checkFailure(path, 'expected a whole number of at least 0'));

/** z.number().check(z.int()). */
export const wholeNumber: FieldCheck<number> = (value, path) => (Number.isSafeInteger(value) ? { success: true, data: value as number } : checkFailure(path, 'expected a whole number'));

/** z.number(). */
export const anyNumber: FieldCheck<number> = (value, path) => (isFiniteNumber(value) ? { success: true, data: value } : checkFailure(path, 'expected a number'));

/** z.boolean(). */
export const flag: FieldCheck<boolean> = (value, path) => (typeof value === 'boolean' ? { success: true, data: value } : checkFailure(path, 'expected true or false'));

/** z.string(). */
export const anyText: FieldCheck<string> = (value, path) => (typeof value === 'string' ? { success: true, data: value } : checkFailure(path, 'expected a text'));

/** z.string().check(z.maxLength(max)). */
export const textUpTo =
  (max: number): FieldCheck<string> =>
  (value, path) =>
    isStringUpTo(value, max) ? { success: true, data: value } : checkFailure(path, `expected a text of at most ${max} characters`);

/** z.string().check(z.minLength(min)).check(z.maxLength(max)). */
export const textBetween =
  (min: number, max: number): FieldCheck<string> =>
  (value, path) =>
    typeof value === 'string' && value.length >= min && value.length <= max ? { success: true, data: value } : checkFailure(path, `expected a text of ${min} to ${max} characters`);

/** z.number().check(z.gte(min)).check(z.lte(max)). */
export const numberBetween =
  (min: number, max: number): FieldCheck<number> =>
  (value, path) =>
    isFiniteNumber(value) && value >= min && value <= max ? { success: true, data: value } : checkFailure(path, `expected a number from ${min} to ${max}`);

/** z.array(item).check(z.maxLength(max)) as a field. */
export const listOf =
  <T>(item: FieldCheck<T>, max = Number.MAX_SAFE_INTEGER, unit = 'entries'): FieldCheck<T[]> =>
  (value, path) =>
    checkListOf(value, max, unit, item, path);

/** z.enum(values) (or z.literal(value) with one): one of the listed texts. */
export const oneOf =
  <const V extends readonly string[]>(values: V): FieldCheck<V[number]> =>
  (value, path) => {
    const known = values.find((candidate) => candidate === value);
    return known === undefined ? checkFailure(path, `expected one of ${values.join(', ')}`) : { success: true, data: known };
  };

/** z.string().check(z.length(length)). */
export const textOfLength =
  (length: number): FieldCheck<string> =>
  (value, path) =>
    typeof value === 'string' && value.length === length ? { success: true, data: value } : checkFailure(path, `expected a text of ${length} characters`);

/** z.string().check(z.regex(pattern)); `pattern` has no g or y flag, so test() keeps no state. */
export const textMatching =
  (pattern: RegExp, what: string): FieldCheck<string> =>
  (value, path) =>
    typeof value === 'string' && pattern.test(value) ? { success: true, data: value } : checkFailure(path, `expected ${what}`);

/** z.pipe(z.string(), z.transform(cut at max)): a text kept, cut at `max` characters rather than refused. */
export const textCutAt =
  (max: number): FieldCheck<string> =>
  (value, path) =>
    typeof value === 'string' ? { success: true, data: value.length > max ? value.slice(0, max) : value } : checkFailure(path, 'expected a text');

/** z.nullish(field): null and undefined pass as they are. */
export const nullish =
  <T>(field: FieldCheck<T>): FieldCheck<T | null | undefined> =>
  (value, path) =>
    value === null || value === undefined ? { success: true, data: value } : field(value, path);

/** z.optional(field): undefined passes as it is. */
export const optional =
  <T>(field: FieldCheck<T>): FieldCheck<T | undefined> =>
  (value, path) =>
    value === undefined ? { success: true, data: value } : field(value, path);

/** A record of field checks: the stand-in for a z.object shape. */
export type FieldChecks<T> = { readonly [K in keyof T]-?: FieldCheck<T[K]> };

/**
 * z.object(shape) as zod 4 parses it: each field by its check, unknown keys dropped, and a field whose value is
 * undefined kept as a key only when the input has it (zod's `key in input`), so the two give equal objects.
 */
export function objectOf<T>(fields: FieldChecks<T>) {
  const entries = Object.entries(fields) as [keyof T & string, FieldCheck<unknown>][];
  return (value: unknown, path: string): PayloadCheckResult<T> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return checkFailure(path, 'expected an object');
    const input = value as Record<string, unknown>;
    const parsed: Partial<Record<keyof T, unknown>> = {};
    for (const [key, check] of entries) {
      const field = check(input[key], path ? `${path}.${key}` : key);
      if (!field.success) return field;
      if (field.data !== undefined || key in input) parsed[key] = field.data;
    }
    // Every field of T was checked above and set unless it may be undefined.
    return { success: true, data: parsed as T };
  };
}
