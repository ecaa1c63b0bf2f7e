import type { ParsedSearchText } from './parseSearchText';

const FILTER_KEY = /^[A-Za-z0-9_.>]{1,104}$/;

/**
 * The car list URL for parsed search text: the base URL (a path or absolute URL, e.g. the hero
 * banner's configured search URL) with the filters added and the keyphrase set. With keepQuery
 * (default true) the base URL's own parameters stay (a configured "?car_condition=Ny" keeps
 * filtering); its page and keyphrase are always replaced, since a new search starts at page 0.
 */
export function searchUrl(baseUrl: string, parsed: ParsedSearchText, keepQuery = true): string {
  const [beforeHash = '', ...hashParts] = String(baseUrl ?? '').split('#');
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(keepQuery && queryAt !== -1 ? beforeHash.slice(queryAt + 1) : '');
  params.delete('page');
  params.delete('keyphrase');
  for (const [facet, values] of Object.entries(parsed.values)) {
    if (!FILTER_KEY.test(facet)) continue;
    for (const value of values) {
      if (!params.getAll(facet).includes(value)) params.append(facet, value);
    }
  }
  const keyphrase = parsed.keyphrase.trim();
  if (keyphrase) params.append('keyphrase', keyphrase);
  const query = params.toString();
  const hash = hashParts.length ? `#${hashParts.join('#')}` : '';
  return `${path || '/'}${query ? `?${query}` : ''}${hash}`;
}
