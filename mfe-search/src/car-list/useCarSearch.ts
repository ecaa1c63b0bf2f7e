import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { CarCard, CarListProps, Facet } from '@showroom/contracts';
import { getEventBus } from '@showroom/event-bus';
import { EMPTY_SEARCH, nextPage, queryFromSearchState, searchStateFromQuery, type SearchState } from '../search-state';
import { RANGE_FIELDS } from './carListFacets';
import { prefetchWhenIdle } from '@showroom/mfe-runtime';
import { loadCarSearchCode } from './carSearchCode';
import type { CarSearcher } from './carSearcher';
import { historyAfterPaint } from './historyAfterPaint';
import { anticipatedSearch } from './anticipatedSearch';
import { askedSearch, type AskedSearch } from './askedSearch';
import type { CarSearchAnswer } from './runCarSearch';

/** 'pending' is a search shown as waiting: one that has run PENDING_SHOWN_AFTER_MS without its answer. */
export type ListStatus = 'idle' | 'pending' | 'error';

/**
 * How long a search runs before the list shows it is waiting: it dims, the counts say it is updating, and the chips
 * show the asked filters. A quicker answer shows none of it: the ticked box is the click's feedback, and dimming the
 * whole list made the click's frame repaint every card, on the way to the answer (issue 14, bench:search-ui). The
 * results are aria-busy at once all the same.
 */
export const PENDING_SHOWN_AFTER_MS = 300;

/** The dataLayer event a change sends. */
export type AnalyticsEvent = { event: string; [key: string]: string | number };

export interface CarSearchView {
  /** The search the list shows: the answered one, or the asked one once it is shown as waiting. */
  search: SearchState;
  /** The search as last asked for, which the controls show at once (askedSearch.ts). */
  asked: AskedSearch;
  /** For the results element: marked busy (aria-busy, data-list-status) at a change, without a render. */
  results: RefObject<HTMLDivElement | null>;
  facets: Facet[];
  cars: CarCard[];
  total: number;
  status: ListStatus;
  /** A show-more request failed: the loaded cars stay, the button offers a retry. */
  moreFailed: boolean;
  loadingMore: boolean;
  /** Applies a new search: the URL, then facets and cars. */
  apply(next: SearchState, event: AnalyticsEvent): void;
  /**
   * Applies a change to the search as it stands when called, not as it stood at the last render:
   * kept across renders, so controls that get it need not render again (issue 14).
   */
  update(change: (current: SearchState) => SearchState, event: AnalyticsEvent): void;
  /**
   * Starts the search a change will ask for, at the press that will make it (the mouse button or space bar down),
   * without applying it: the click's `update` with the same change then waits only for what is left of it.
   */
  anticipate(change: (current: SearchState) => SearchState): void;
  showMore(): void;
}

// One empty list for every render, so the search's callbacks keep their identity when a list has no facet names.
const NO_FACET_NAMES: readonly string[] = [];

// The whole search a change leads to: a search started at the press serves the click only if it asked for the same.
const searchKey = (site: string, state: SearchState) => `${site} ${JSON.stringify(state)}`;

/**
 * The results element's state, written at once: a change marks it busy without rendering the list, and an answer
 * writes it again after its commit, since React sees no change of its own when the list was idle before and after.
 */
function showStatus(element: HTMLElement | null, status: ListStatus) {
  element?.setAttribute('data-list-status', status);
  element?.setAttribute('aria-busy', String(status === 'pending'));
}

const urlFor = (path: string, state: SearchState) => {
  const query = queryFromSearchState(state).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * The list's search in the browser: it starts from what the server rendered, keeps the URL in step
 * (push on a change, back/forward re-run the search), and answers only the latest request. Without `searchCars`
 * it searches through the BFF at `props.apiBase`; the search code comes on demand (carSearchCode.ts).
 */
export function useCarSearch(props: CarListProps, searchCars?: CarSearcher): CarSearchView {
  const facetNames = props.facetNames ?? NO_FACET_NAMES;
  const apiBase = props.apiBase ?? '';
  const defaultSort = props.sortOptions?.[0]?.name;
  const [search, setSearch] = useState<SearchState>(props.search ?? EMPTY_SEARCH);
  const [facets, setFacets] = useState<Facet[]>(props.facets ?? []);
  const [cars, setCars] = useState<CarCard[]>(props.result.state === 'loaded' ? props.result.cars : []);
  const [total, setTotal] = useState(props.result.state === 'loaded' ? props.result.total : 0);
  const [status, setStatus] = useState<ListStatus>(props.result.state === 'error' ? 'error' : 'idle');
  const [moreFailed, setMoreFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const latest = useRef(0);
  const searcherRef = useRef(searchCars);
  searcherRef.current = searchCars;
  const [history] = useState(() => historyAfterPaint({ carSearch: true }));
  const [anticipated] = useState(() => anticipatedSearch<CarSearchAnswer>());
  // The search as last asked for; set in handlers, read by update and anticipate (and by the controls).
  const [asked] = useState(() => askedSearch(search));
  const results = useRef<HTMLDivElement | null>(null);
  const slowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const send = useCallback(
    (next: SearchState) => loadCarSearchCode().then((code) => code.runCarSearch(searcherRef.current ?? code.checkedCarSearcher(apiBase), props.site, next, facetNames, defaultSort)),
    // facetNames, the default sort and the BFF's origin come from the server once per page, so these change only with the site.
    [props.site, facetNames, defaultSort, apiBase],
  );

  const run = useCallback(
    async (next: SearchState) => {
      const ticket = ++latest.current;
      // The requests go out before any render of the list: the code is there (prefetched) and its promise settled, so
      // they are sent in the microtask queued here, ahead of the one React renders the state set below in. A search
      // started at the press for this very change is already on its way.
      const answered = anticipated.take(searchKey(props.site, next)) ?? send(next);
      // The click renders only what shows the asked search (the panel, the sort); the list itself renders with the
      // answer, or once the search is slow (askedSearch.ts).
      asked.set(next);
      showStatus(results.current, 'pending');
      clearTimeout(slowTimer.current);
      slowTimer.current = setTimeout(() => {
        if (ticket !== latest.current) return;
        setSearch(next);
        setStatus('pending');
        setMoreFailed(false);
      }, PENDING_SHOWN_AFTER_MS);
      const answer = await answered.catch(() => null);
      if (ticket !== latest.current) return;
      clearTimeout(slowTimer.current);
      const settled: ListStatus = answer ? 'idle' : 'error';
      // Rendered here, in the task the answer came in, not in a scheduler task after it, which a frame or another
      // task could come before: the visitor waits on this render (bench:search-ui, 2026-12-05).
      flushSync(() => {
        setSearch(next);
        setMoreFailed(false);
        if (answer) {
          setFacets(answer.facets);
          setCars(answer.cars);
          setTotal(answer.total);
        }
        setStatus(settled);
      });
      showStatus(results.current, settled);
    },
    [props.site, send, anticipated, asked],
  );

  const anticipate = useCallback(
    (change: (state: SearchState) => SearchState) => {
      const next = change(asked.get());
      anticipated.anticipate(searchKey(props.site, next), () => send(next));
    },
    [props.site, send, anticipated, asked],
  );

  const apply = useCallback(
    (next: SearchState, event: AnalyticsEvent) => {
      // The search first: a bus listener that sets state would otherwise render before it is sent.
      const answered = run(next);
      history.push(urlFor(window.location.pathname, next), answered);
      getEventBus().emit('dataLayer', event);
    },
    [run, history],
  );

  const update = useCallback((change: (state: SearchState) => SearchState, event: AnalyticsEvent) => apply(change(asked.get()), event), [apply, asked]);

  const showMore = useCallback(() => {
    // A newer search is on its way: its answer replaces the list, and a page of this one would be added to it.
    if (asked.get() !== search) return;
    const next = nextPage(search);
    if (next.page === search.page) return;
    const ticket = latest.current;
    setLoadingMore(true);
    setMoreFailed(false);
    loadCarSearchCode()
      .then((code) => code.runNextPage(searcherRef.current ?? code.checkedCarSearcher(apiBase), props.site, next, defaultSort))
      .then((more) => {
        if (ticket !== latest.current) return;
        setCars((loaded) => [...loaded, ...more]);
        asked.set(next);
        setSearch(next);
        // The page is in the URL so a reload shows as many cars; replace, since it is not a new search.
        history.flush();
        window.history.replaceState({ carSearch: true }, '', urlFor(window.location.pathname, next));
        getEventBus().emit('dataLayer', { event: 'show_more', page: next.page });
      })
      .catch(() => {
        if (ticket === latest.current) setMoreFailed(true);
      })
      .finally(() => setLoadingMore(false));
  }, [props.site, search, defaultSort, apiBase, history, asked]);

  // Once the page is idle, so a first filter change does not wait for the code.
  useEffect(() => prefetchWhenIdle(loadCarSearchCode), []);

  useEffect(() => () => clearTimeout(slowTimer.current), []);

  useEffect(() => {
    const onPop = () => {
      history.drop();
      const params = new URLSearchParams(window.location.search);
      const query = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));
      void run(searchStateFromQuery(query, RANGE_FIELDS, facetNames));
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      history.flush();
    };
  }, [run, facetNames, history]);

  return { search, asked, results, facets, cars, total, status, moreFailed, loadingMore, apply, update, anticipate, showMore };
}
