import { useEffect, useRef, useState } from 'react';
import type { KitGridProps, ValueFacet } from '@showroom/contracts';
import { EMPTY_SEARCH, type KitSearchState } from './searchState';
import type { Busy, KitList, SearchStore } from './searchActions';

// The actions and the browser's fetch code are their own chunk: a visitor who never asks for more or filters never loads it.
const actions = () => import('./searchActions');

/**
 * The grid's list and search: the server's first page, then "Visa fler" and filter changes fetched in the browser.
 * The search state comes from the URL after hydration (the server already answered for it) and goes back into it,
 * so a search can be shared and reloaded.
 */
export function useKitSearch(props: KitGridProps) {
  const [list, setList] = useState<KitList>(props.result);
  const [search, setSearch] = useState<KitSearchState>(EMPTY_SEARCH);
  const [facets, setFacets] = useState<ValueFacet[] | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    // Only a page opened with a query loads the code that reads one.
    if (!window.location.search) return;
    let live = true;
    void import('./searchStateParse').then(({ parseSearchState }) => live && setSearch(parseSearchState(new URLSearchParams(window.location.search))));
    return () => {
      live = false;
    };
  }, []);

  const store: SearchStore = { props, list, search, facets, latest, setList, setSearch, setFacets, setBusy, setMoreFailed };
  return {
    list,
    search,
    facets,
    busy,
    moreFailed,
    loadMore: async () => (await actions()).loadMore(store),
    applySearch: async (next: KitSearchState) => (await actions()).applySearch(store, next),
    loadFacets: async () => (await actions()).loadFacets(store),
  };
}
