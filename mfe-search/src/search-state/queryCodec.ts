import { parseRangeValue } from '@showroom/contracts';
import { LAST_PAGE } from './constants';
import {
  baseKey,
  isFilterKey,
  isFilterValue,
  MAX_FILTER_KEYS,
  MAX_KEYPHRASE_LENGTH,
  MAX_VALUES_PER_KEY,
  SORT_NAME_PATTERN,
} from './limits';
import { searchFilters } from './searchFilters';
import type { RangeValue, SearchState } from './types';

export type QueryInput = Record<string, string | string[] | undefined>;

/** The query parameters that are not filters. */
export const KEYPHRASE_PARAM = 'keyphrase';
export const SORT_PARAM = 'sortName';
export const PAGE_PARAM = 'page';
const RESERVED = new Set([KEYPHRASE_PARAM, SORT_PARAM, PAGE_PARAM]);

/**
 * Filter keys links into the list put in URLs: the site redirect tables (packages/sites/src/redirects)
 * and a dealer site page's "all cars" link (car_site_city and car_site_name, spec 2 "Dealer site detail
 * page"); always read, even when the site's facet configuration does not list them, so a link keeps its meaning.
 */
export const REDIRECT_FILTER_KEYS: readonly string[] = ['car_fuel', 'car_condition', 'car_brand', 'car_vehicle_type', 'car_site_region', 'car_site_city', 'car_site_name'];

/** Reads a URL query into a search state; never throws, and skips anything it cannot use. */
export function searchStateFromQuery(query: QueryInput, rangeFields: readonly string[], facetNames?: readonly string[]): SearchState {
  const input: Record<string, unknown> = query && typeof query === 'object' ? query : {};
  const ranges = new Set(rangeFields);
  const isValueKey = valueKeyTest(ranges, facetNames);
  const valueEntries: [string, string[]][] = [];
  const rangeEntries: [string, RangeValue][] = [];
  for (const key of Object.keys(input)) {
    if (valueEntries.length + rangeEntries.length >= MAX_FILTER_KEYS) break;
    if (RESERVED.has(key) || !isFilterKey(key)) continue;
    const raw = strings(input[key]);
    if (ranges.has(key)) {
      const range = firstRange(raw);
      if (range) rangeEntries.push([key, range]);
    } else if (isValueKey(key)) {
      const values = valuesFor(key, raw);
      if (values.length) valueEntries.push([key, values]);
    }
  }
  return {
    keyphrase: (first(input[KEYPHRASE_PARAM]) ?? '').trim().slice(0, MAX_KEYPHRASE_LENGTH),
    sortName: sortName(first(input[SORT_PARAM])),
    page: pageNumber(first(input[PAGE_PARAM])),
    // fromEntries defines own properties, so even an odd key can never reach the prototype.
    values: Object.fromEntries(valueEntries),
    ranges: Object.fromEntries(rangeEntries),
  };
}

/** The canonical URL query of a state: keyphrase, sortName, page (when above 0), then filters by key. */
export function queryFromSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const keyphrase = typeof state.keyphrase === 'string' ? state.keyphrase.trim().slice(0, MAX_KEYPHRASE_LENGTH) : '';
  if (keyphrase) params.append(KEYPHRASE_PARAM, keyphrase);
  const sort = sortName(state.sortName);
  if (sort) params.append(SORT_PARAM, sort);
  const page = pageNumber(String(state.page));
  if (page > 0) params.append(PAGE_PARAM, String(page));
  for (const [key, values] of Object.entries(searchFilters(state))) {
    for (const value of values) params.append(key, value);
  }
  return params;
}

/**
 * Which keys are value filters. With the site's facet names: those names, each level of a nested
 * name and the redirect keys (with or without ".neq"). Without them: keys whose every level is a
 * car field (car_...), so tracking parameters such as utm_source or gclid never become filters the
 * service would reject.
 */
function valueKeyTest(ranges: ReadonlySet<string>, facetNames: readonly string[] | undefined): (key: string) => boolean {
  if (!facetNames) {
    return (key) => {
      const base = baseKey(key);
      return !ranges.has(base) && base.split('>').every((level) => /^car_[A-Za-z0-9_]+$/.test(level));
    };
  }
  const allowed = new Set(REDIRECT_FILTER_KEYS);
  for (const name of facetNames) {
    if (typeof name !== 'string') continue;
    allowed.add(name);
    for (const level of name.split('>')) allowed.add(level);
  }
  return (key) => !ranges.has(baseKey(key)) && allowed.has(baseKey(key));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  // Only look at a bounded prefix: the caps apply to kept values, this bounds the work.
  return value.slice(0, MAX_VALUES_PER_KEY * 10).filter((v): v is string => typeof v === 'string');
}

function first(value: unknown): string | undefined {
  return strings(value)[0];
}

/** Values of one key: valid, unique, at most 100; nested values need one part per level or fewer. */
function valuesFor(key: string, raw: readonly string[]): string[] {
  const levels = baseKey(key).split('>').length;
  const kept = new Set<string>();
  for (const value of raw) {
    if (kept.size >= MAX_VALUES_PER_KEY) break;
    if (!isFilterValue(value)) continue;
    if (levels > 1) {
      const parts = value.split('>');
      if (parts.length > levels || parts.some((part) => part.trim() === '')) continue;
    }
    kept.add(value);
  }
  return [...kept];
}

/** The first "min..max" value with finite sides, ordered so min <= max. */
function firstRange(raw: readonly string[]): RangeValue | null {
  for (const value of raw) {
    if (value.length > 60) continue;
    const range = parseRangeValue(value);
    if (!range) continue;
    const { min, max } = range;
    if ((min !== undefined && !Number.isFinite(min)) || (max !== undefined && !Number.isFinite(max))) continue;
    if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
    return range;
  }
  return null;
}

function sortName(value: unknown): string {
  return typeof value === 'string' && SORT_NAME_PATTERN.test(value) ? value : '';
}

/** A page number 0..19; anything that is not a plain non-negative integer is page 0. */
function pageNumber(value: string | undefined): number {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return 0;
  return Math.min(Number(value), LAST_PAGE);
}
