const ABSOLUTE = /^([a-z][a-z0-9+.-]*:)?\/\//i;

/**
 * Where the hero search goes (spec 1 §2): the configured search URL with `keyphrase`, keeping
 * the other query params of the current page; params the search URL sets itself win.
 */
export function heroSearchUrl(searchUrl: string, currentSearch: string, keyphrase: string): string {
  const url = new URL(searchUrl, 'http://relative.invalid/');
  const params = new URLSearchParams(currentSearch);
  params.delete('keyphrase');
  for (const key of new Set(url.searchParams.keys())) {
    params.delete(key);
    for (const value of url.searchParams.getAll(key)) params.append(key, value);
  }
  params.set('keyphrase', keyphrase.trim());
  url.search = params.toString();
  return ABSOLUTE.test(searchUrl) ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}
