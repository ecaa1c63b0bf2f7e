import { useCallback, useEffect, useRef, useState } from 'react';
import { prefetchWhenIdle } from '@showroom/mfe-runtime';
import { normalizeSiteSearch, roundNear, type DealerListProps, type NearPoint, type SiteCard, type SiteFacet, type SiteFacetFilters } from '@showroom/contracts';
import { loadDealersBff } from '../bff/loadDealersBff';
import { canShowMore, siteListUrl, type SiteListState } from '../site-list-state/siteListState';
import { pushSearch } from './listEvents';

/** The search runs 300 ms after the last keystroke, as the place search does (spec 3 §9). */
export const SITE_SEARCH_DEBOUNCE_MS = 300;

export type ListStatus = 'idle' | 'searching' | 'error';
export type MoreStatus = 'idle' | 'loading' | 'error';

/** What a new first page is asked for: the search, the near point and the ticked facet values. */
interface Query {
  search: string;
  near: NearPoint | null;
  filters: SiteFacetFilters;
}

export interface SiteListView {
  /** What the search box holds. */
  input: string;
  /** The search the list shows ('' for none). */
  search: string;
  near: NearPoint | null;
  filters: SiteFacetFilters;
  facets: SiteFacet[];
  sites: SiteCard[];
  total: number;
  status: ListStatus;
  more: MoreStatus;
  showsMore: boolean;
  /** The index of the first site the last show-more added, for the focus to move to; null otherwise. */
  firstNew: number | null;
  type(text: string): void;
  /** Runs the typed search now (Enter), without waiting for the pause. */
  submit(): void;
  showMore(): void;
  /** Sorts by distance from a point (rounded as the URL keeps it), or back to website_sort_order with null. */
  setNear(point: NearPoint | null): void;
  setFilters(filters: SiteFacetFilters): void;
}

const params = (site: DealerListProps['site'], page: number, query: Query, facetNames: DealerListProps['facetNames']) => ({
  site,
  page,
  search: query.search || undefined,
  near: query.near ? `${query.near.lat},${query.near.lng}` : undefined,
  facets: facetNames.length > 0 ? facetNames.join(',') : undefined,
  region: query.filters.region,
  brand: query.filters.brand,
});

/**
 * The list in the browser: it starts from what the server rendered, searches on the BFF as the visitor
 * types (after a 300 ms pause, an older answer never replacing a newer one), re-asks page 0 when the near
 * point or a facet changes, loads 48 more on show-more, and keeps the URL in step with replaceState
 * (typing is not a new history entry). In an embed the URL is the partner's page's, so it is left alone.
 */
export function useSiteList(props: DealerListProps): SiteListView {
  const initial = props.result.state === 'loaded' ? props.result : null;
  const [input, setInput] = useState(props.search);
  const [query, setQuery] = useState<Query>({ search: props.search, near: props.near, filters: props.filters });
  const [page, setPage] = useState(props.page);
  const [sites, setSites] = useState<SiteCard[]>(initial?.sites ?? []);
  const [facets, setFacets] = useState<SiteFacet[]>(initial?.facets ?? []);
  const [total, setTotal] = useState(initial?.total ?? 0);
  const [status, setStatus] = useState<ListStatus>(initial ? 'idle' : 'error');
  const [more, setMore] = useState<MoreStatus>('idle');
  const [firstNew, setFirstNew] = useState<number | null>(null);
  // Each search takes a ticket; an answer whose ticket is no longer the latest is dropped.
  const ticket = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const { site, apiBase, facetNames } = props;

  const writeUrl = useCallback(
    (state: SiteListState) => {
      if (apiBase) return;
      window.history.replaceState(window.history.state, '', siteListUrl(window.location.pathname, window.location.search, state));
    },
    [apiBase],
  );

  const run = useCallback(
    (next: Query) => {
      const mine = ++ticket.current;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setQuery(next);
      setStatus('searching');
      setMore('idle');
      setFirstNew(null);
      writeUrl({ search: next.search, page: 0, near: next.near, filters: next.filters });
      loadDealersBff()
        .then(({ callCheckedBff, sitesCheckedRoutes }) => callCheckedBff(sitesCheckedRoutes.list, { query: params(site, 0, next, facetNames) }, { apiBase, signal: controller.signal }))
        .then(
        (answer) => {
          if (mine !== ticket.current) return;
          setSites(answer.sites);
          setTotal(answer.total);
          setFacets(answer.facets);
          setPage(0);
          setStatus('idle');
        },
        () => {
          if (mine === ticket.current) setStatus('error');
        },
      );
    },
    [site, apiBase, facetNames, writeUrl],
  );

  const runSearch = useCallback((next: string) => run({ ...query, search: next }), [run, query]);

  // The pause: each keystroke restarts it; the search goes out 300 ms after the last one.
  const wanted = normalizeSiteSearch(input);
  useEffect(() => {
    if (wanted === query.search) return undefined;
    const timer = setTimeout(() => runSearch(wanted), SITE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, query.search, runSearch]);

  // A search is pushed once its answer is shown, so the event carries how many sites it found.
  const pushedSearch = useRef(props.search);
  useEffect(() => {
    if (status !== 'idle' || query.search === pushedSearch.current) return;
    pushedSearch.current = query.search;
    if (query.search) pushSearch(query.search, total);
  }, [status, query.search, total]);

  const submit = useCallback(() => {
    if (wanted !== query.search) runSearch(wanted);
  }, [wanted, query.search, runSearch]);

  const setNear = useCallback((point: NearPoint | null) => run({ ...query, near: point ? roundNear(point) : null }), [run, query]);
  const setFilters = useCallback((filters: SiteFacetFilters) => run({ ...query, filters }), [run, query]);

  const showMore = useCallback(() => {
    if (more === 'loading' || status !== 'idle' || !canShowMore({ loaded: sites.length, total, page })) return;
    const mine = ticket.current;
    const next = page + 1;
    const loaded = sites.length;
    setMore('loading');
    loadDealersBff()
      .then(({ callCheckedBff, sitesCheckedRoutes }) => callCheckedBff(sitesCheckedRoutes.list, { query: params(site, next, query, facetNames) }, { apiBase }))
      .then(
      (answer) => {
        if (mine !== ticket.current) return;
        setSites((list) => [...list, ...answer.sites]);
        setTotal(answer.total);
        setPage(next);
        setMore('idle');
        setFirstNew(answer.sites.length > 0 ? loaded : null);
        writeUrl({ search: query.search, page: next, near: query.near, filters: query.filters });
      },
      () => {
        if (mine === ticket.current) setMore('error');
      },
    );
  }, [more, status, sites.length, total, page, site, query, facetNames, apiBase, writeUrl]);

  useEffect(() => () => inFlight.current?.abort(), []);
  // Once the page is idle, so a first search, filter or show-more does not wait for the BFF client's code.
  useEffect(() => prefetchWhenIdle(loadDealersBff), []);

  return {
    input,
    search: query.search,
    near: query.near,
    filters: query.filters,
    facets,
    sites,
    total,
    status,
    more,
    showsMore: status === 'idle' && canShowMore({ loaded: sites.length, total, page }),
    firstNew,
    type: setInput,
    submit,
    showMore,
    setNear,
    setFilters,
  };
}
