import { normalizeSiteSearch, SITE_LIST_LAST_PAGE, SITE_LIST_PAGE_SIZE } from '@showroom/contracts';
import { writeFinderParams, type FinderState } from './finderState';

/** What the URL holds of the list: the search and the last page loaded (0-based), and the near point and facet values when given. */
export interface SiteListState extends Partial<FinderState> {
  search: string;
  page: number;
}

export const SEARCH_PARAM = 'search';
export const PAGE_PARAM = 'page';

/** Spec 2 §2: the site search box appears only above 8 results. */
export const SITE_SEARCH_THRESHOLD = 8;

/**
 * The search box shows above 8 sites, and also while a search is in effect: a search that leaves 8
 * or fewer must still be there to change or clear.
 */
export const showsSiteSearch = (total: number, search: string): boolean => total > SITE_SEARCH_THRESHOLD || search !== '';

const first = (value: string | readonly string[] | undefined): string | undefined => (typeof value === 'string' ? value : value?.[0]);

/**
 * The list's state from a page URL's query. A URL is typed or shared by people, so it is read leniently:
 * a page that is not a plain whole number is 0, one past the last page is the last page.
 */
export function siteListStateFromQuery(query: Readonly<Record<string, string | readonly string[] | undefined>>): SiteListState {
  const page = first(query[PAGE_PARAM]) ?? '';
  return {
    search: normalizeSiteSearch(first(query[SEARCH_PARAM]) ?? ''),
    page: /^\d{1,6}$/.test(page) ? Math.min(Number(page), SITE_LIST_LAST_PAGE) : 0,
  };
}

/**
 * The page URL for a state: the list's own parameters replaced, any other the URL had (a campaign's
 * utm_*, a later facet) kept in place; page only above 0 and search only when there is one.
 */
export function siteListUrl(pathname: string, currentQuery: string, state: SiteListState): string {
  const params = new URLSearchParams(currentQuery);
  params.delete(SEARCH_PARAM);
  params.delete(PAGE_PARAM);
  if (state.search) params.set(SEARCH_PARAM, state.search);
  if (state.page > 0) params.set(PAGE_PARAM, String(state.page));
  if (state.near !== undefined || state.filters !== undefined) writeFinderParams(params, { near: state.near ?? null, filters: state.filters ?? {} });
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The last page that has sites for a total: 60 sites fill pages 0 and 1. */
export function lastPageOf(total: number): number {
  return Math.min(Math.max(0, Math.ceil(total / SITE_LIST_PAGE_SIZE) - 1), SITE_LIST_LAST_PAGE);
}

/** Show-more is offered while sites are left to load and the next page is within the cap. */
export function canShowMore({ loaded, total, page }: { loaded: number; total: number; page: number }): boolean {
  return loaded < total && page < SITE_LIST_LAST_PAGE;
}
