/**
 * Bounds on what the car list takes from a URL, mirroring the search service's request schema
 * (packages/contracts/src/search.ts), so a hostile URL can neither crash the page nor build a
 * request the service rejects.
 */

/** A filter key: letters, digits, _ . and > (nested levels), at most 104 characters (a field name plus ".neq"). */
export const FILTER_KEY_PATTERN = /^[A-Za-z0-9_.>]{1,104}$/;

/** A sort option's name as the service accepts it. */
export const SORT_NAME_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

export const MAX_FILTER_KEYS = 50;
export const MAX_VALUES_PER_KEY = 100;
export const MAX_VALUE_LENGTH = 200;
export const MAX_KEYPHRASE_LENGTH = 200;

/** The suffix of a filter key that excludes its values. */
export const EXCLUDE_SUFFIX = '.neq';

/** Keys that would touch an object's prototype if ever assigned with `obj[key] =`. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** True when a key may be used as a filter key (pattern, length, not a prototype key). */
export function isFilterKey(key: string): boolean {
  return FILTER_KEY_PATTERN.test(key) && !key.split(/[.>]/).some((part) => UNSAFE_KEYS.has(part));
}

/** True when a filter value may be sent: non-blank and at most 200 characters. */
export function isFilterValue(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_VALUE_LENGTH && value.trim() !== '';
}

/** The facet name a filter key belongs to: the key without its ".neq" suffix. */
export function baseKey(key: string): string {
  return key.endsWith(EXCLUDE_SUFFIX) ? key.slice(0, -EXCLUDE_SUFFIX.length) : key;
}
