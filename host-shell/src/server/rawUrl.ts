/**
 * A request URL's path and query exactly as the client sent them (nothing decoded or normalised), split
 * at the first '?' only: text after a second '?' belongs to the query. `search` keeps its leading '?'.
 */
export function splitRawUrl(url: string): { path: string; search: string } {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, search: '' } : { path: url.slice(0, at), search: url.slice(at) };
}
