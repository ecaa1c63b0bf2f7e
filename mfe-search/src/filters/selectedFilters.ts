import type { Bounds } from './rangeBounds';

/** Value filters end in this to exclude their values (spec 2 "Search query"). */
export const EXCLUDE_SUFFIX = '.neq';

/** One active filter, as a removable chip shows it. */
export type SelectedFilter =
  | { kind: 'value'; id: string; facet: string; value: string; excluded: boolean }
  | { kind: 'range'; id: string; field: string; min?: number; max?: number };

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Every active filter in state order: each value of each facet (a `.neq` facet's values as
 * exclusions), then each range with at least one numeric side. Malformed entries are skipped.
 */
export function selectedFilters(values: Record<string, unknown>, ranges: Record<string, unknown>): SelectedFilter[] {
  const filters: SelectedFilter[] = [];
  for (const [key, list] of Object.entries(values ?? {})) {
    if (!Array.isArray(list)) continue;
    const excluded = key.endsWith(EXCLUDE_SUFFIX);
    const facet = excluded ? key.slice(0, -EXCLUDE_SUFFIX.length) : key;
    for (const value of new Set(list)) {
      if (typeof value === 'string' && value !== '') filters.push({ kind: 'value', id: `${key}=${value}`, facet, value, excluded });
    }
  }
  for (const [field, range] of Object.entries(ranges ?? {})) {
    const bounds = (typeof range === 'object' && range !== null ? range : {}) as Bounds;
    const min = finite(bounds.min) ? bounds.min : undefined;
    const max = finite(bounds.max) ? bounds.max : undefined;
    if (min === undefined && max === undefined) continue;
    filters.push({ kind: 'range', id: `${field}:range`, field, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) });
  }
  return filters;
}

/** The state key of a value filter: the facet, with `.neq` for an exclusion. */
export function filterKey(filter: Extract<SelectedFilter, { kind: 'value' }>): string {
  return filter.excluded ? `${filter.facet}${EXCLUDE_SUFFIX}` : filter.facet;
}

/** Whether a facet has any active filter (values, exclusions or range). */
export function facetIsActive(facet: string, filters: readonly SelectedFilter[]): boolean {
  return filters.some((f) => (f.kind === 'value' ? f.facet === facet : f.field === facet));
}
