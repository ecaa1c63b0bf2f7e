// The dealer list's paging and search text, without schemas: the browser's list reads them on load (zod/mini's
// calls are not pure, docs/decisions.md); ./siteList builds the BFF's query schema from them.

/** Spec 2 §9: the site list shows 48 sites a page. */
export const SITE_LIST_PAGE_SIZE = 48;
/** Spec 2 §2 and §7: sites sorted by website_sort_order ascending. */
export const SITE_LIST_SORT = 'website_sort_order_asc';
/**
 * The last page a list may ask for (pages 0..19, 960 sites): the spec sets no cap for sites, so the car
 * list's (20 pages) is borrowed, which keeps a crafted URL from making the server fetch without end.
 */
export const SITE_LIST_LAST_PAGE = 19;
/** The longest search the list sends: a name, a town and a brand fit with room to spare. */
export const SITE_SEARCH_MAX_LENGTH = 100;

/** The words a visitor searched for, as sent: spaces collapsed, at most 100 characters, '' for none. */
export function normalizeSiteSearch(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, SITE_SEARCH_MAX_LENGTH).trim();
}
