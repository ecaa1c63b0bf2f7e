import { KEYPHRASE_PARAM, KIT_FACETS, type KitSearchState } from './searchState';

// Reading a search from a query: the server's loader and, on a page opened with a query, a lazy chunk of the browser.

// The search contract's own limits (packages/contracts search.ts): a longer value would be refused upstream.
const MAX_KEYPHRASE = 200;
const MAX_VALUE = 200;
const MAX_VALUES = 20;

type QueryLike = Record<string, string | string[] | undefined> | URLSearchParams;

function valuesOf(query: QueryLike, key: string): unknown[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const value: unknown = query[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const usable = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max;

/**
 * The search state in a page's query. Anything hostile (oversized, not a string, too many values) is
 * ignored rather than clipped: a clipped keyphrase would search for something the visitor never typed.
 */
export function parseSearchState(query: QueryLike): KitSearchState {
  const [first] = valuesOf(query, KEYPHRASE_PARAM);
  const keyphrase = usable(first, MAX_KEYPHRASE) ? first.trim() : '';
  const filters: KitSearchState['filters'] = {};
  for (const facet of KIT_FACETS) {
    const values = [...new Set(valuesOf(query, facet).filter((v): v is string => usable(v, MAX_VALUE)))].slice(0, MAX_VALUES);
    if (values.length > 0) filters[facet] = values;
  }
  return { keyphrase, filters };
}
