/**
 * Cache-Control of a server-rendered page (issue 20). A page that is the same for every visitor may be kept by a
 * shared cache in front of the host for a short while and served stale while it refreshes; browsers revalidate
 * it each time. A page that is personal is kept by no one: editing mode (editors' notes, the editing cookie),
 * an answer that sets a cookie, and pages whose address carries a visitor's data: the service booking and the
 * tire hotel looked up by registration number (`regNo`), the visitor's position (`lat`/`lng`, the dealer
 * finder's `near`). Errors are not kept either.
 */
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PERSONAL_PAGE_CACHE = 'private, no-store';

/** Query parameters that carry a visitor's own data into a page. */
export const PERSONAL_QUERY_KEYS = ['regNo', 'lat', 'lng', 'near'] as const;

export interface PageCacheFacts {
  status: number;
  editing: boolean;
  setsCookie: boolean;
  /** The request's path and query. */
  url: string;
}

export function pageCacheControl(facts: PageCacheFacts): string {
  if (facts.editing || facts.setsCookie || facts.status >= 500) return PERSONAL_PAGE_CACHE;
  // Not new URL(url, base): a path starting with '//' is read as a host there, and `//%00` threw, ending the process
  // from a stream's 'end' listener (npm run fuzz, issue 20). The query after the first '?' is all that is read.
  const at = facts.url.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : facts.url.slice(at + 1));
  return PERSONAL_QUERY_KEYS.some((key) => query.has(key)) ? PERSONAL_PAGE_CACHE : SHARED_PAGE_CACHE;
}
