import { useCallback, useEffect, useRef, useState } from 'react';
import { callBff } from '@showroom/api-client';
import { normalizeSiteSearch, type DealerListProps, type SiteCard } from '@showroom/contracts';
import { sitesRoutes } from '@showroom/contracts/bff-routes';
import { canShowMore, siteListUrl, type SiteListState } from '../site-list-state/siteListState';

/** The search runs 300 ms after the last keystroke, as the place search does (spec 3 §9). */
export const SITE_SEARCH_DEBOUNCE_MS = 300;

export type ListStatus = 'idle' | 'searching' | 'error';
export type MoreStatus = 'idle' | 'loading' | 'error';

export interface SiteListView {
  /** What the search box holds. */
  input: string;
  /** The search the list shows ('' for none). */
  search: string;
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
}

/**
 * The list in the browser: it starts from what the server rendered, searches on the BFF as the visitor
 * types (after a 300 ms pause, an older answer never replacing a newer one), loads 48 more on show-more,
 * and keeps the URL in step with replaceState (typing is not a new history entry). In an embed the
 * URL is the partner's page's, so it is left alone.
 */
export function useSiteList(props: DealerListProps): SiteListView {
  const initial = props.result.state === 'loaded' ? props.result : null;
  const [input, setInput] = useState(props.search);
  const [search, setSearch] = useState(props.search);
  const [page, setPage] = useState(props.page);
  const [sites, setSites] = useState<SiteCard[]>(initial?.sites ?? []);
  const [total, setTotal] = useState(initial?.total ?? 0);
  const [status, setStatus] = useState<ListStatus>(initial ? 'idle' : 'error');
  const [more, setMore] = useState<MoreStatus>('idle');
  const [firstNew, setFirstNew] = useState<number | null>(null);
  // Each search takes a ticket; an answer whose ticket is no longer the latest is dropped.
  const ticket = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const { site, apiBase } = props;

  const writeUrl = useCallback(
    (state: SiteListState) => {
      if (apiBase) return;
      window.history.replaceState(window.history.state, '', siteListUrl(window.location.pathname, window.location.search, state));
    },
    [apiBase],
  );

  const runSearch = useCallback(
    (next: string) => {
      const mine = ++ticket.current;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setSearch(next);
      setStatus('searching');
      setMore('idle');
      setFirstNew(null);
      writeUrl({ search: next, page: 0 });
      callBff(sitesRoutes.list, { query: { site, page: 0, search: next || undefined } }, { apiBase, signal: controller.signal }).then(
        (answer) => {
          if (mine !== ticket.current) return;
          setSites(answer.sites);
          setTotal(answer.total);
          setPage(0);
          setStatus('idle');
        },
        () => {
          if (mine === ticket.current) setStatus('error');
        },
      );
    },
    [site, apiBase, writeUrl],
  );

  // The pause: each keystroke restarts it; the search goes out 300 ms after the last one.
  const wanted = normalizeSiteSearch(input);
  useEffect(() => {
    if (wanted === search) return undefined;
    const timer = setTimeout(() => runSearch(wanted), SITE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, search, runSearch]);

  const submit = useCallback(() => {
    if (wanted !== search) runSearch(wanted);
  }, [wanted, search, runSearch]);

  const showMore = useCallback(() => {
    if (more === 'loading' || status !== 'idle' || !canShowMore({ loaded: sites.length, total, page })) return;
    const mine = ticket.current;
    const next = page + 1;
    const loaded = sites.length;
    setMore('loading');
    callBff(sitesRoutes.list, { query: { site, page: next, search: search || undefined } }, { apiBase }).then(
      (answer) => {
        if (mine !== ticket.current) return;
        setSites((list) => [...list, ...answer.sites]);
        setTotal(answer.total);
        setPage(next);
        setMore('idle');
        setFirstNew(answer.sites.length > 0 ? loaded : null);
        writeUrl({ search, page: next });
      },
      () => {
        if (mine === ticket.current) setMore('error');
      },
    );
  }, [more, status, sites.length, total, page, site, search, apiBase, writeUrl]);

  useEffect(() => () => inFlight.current?.abort(), []);

  return {
    input,
    search,
    sites,
    total,
    status,
    more,
    showsMore: status === 'idle' && canShowMore({ loaded: sites.length, total, page }),
    firstNew,
    type: setInput,
    submit,
    showMore,
  };
}
