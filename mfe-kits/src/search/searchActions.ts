import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { KitCard, KitGridProps, ValueFacet } from '@showroom/contracts';
import { fetchKitPage } from './fetchKits';
import { nextOffset } from './kitSearchRequest';
import type { KitSearchState } from './searchState';
import { searchStateQuery } from './searchStateEdit';

export type KitList = { state: 'loaded'; kits: KitCard[]; total: number } | { state: 'error' };
export type Busy = 'more' | 'search' | null;

/** The grid's state as the actions below read and change it (useKitSearch holds it). */
export interface SearchStore {
  props: KitGridProps;
  list: KitList;
  search: KitSearchState;
  facets: ValueFacet[] | null;
  /** Only the latest request may change the list: a slow answer to an older filter must not overwrite a newer one. */
  latest: RefObject<number>;
  setList: Dispatch<SetStateAction<KitList>>;
  setSearch: Dispatch<SetStateAction<KitSearchState>>;
  setFacets: Dispatch<SetStateAction<ValueFacet[] | null>>;
  setBusy: Dispatch<SetStateAction<Busy>>;
  setMoreFailed: Dispatch<SetStateAction<boolean>>;
}

/** Appends a page, leaving out kits already shown (the catalogue may have changed between the two pages). */
export function appendKits(shown: readonly KitCard[], page: readonly KitCard[]): KitCard[] {
  const ids = new Set(shown.map((kit) => kit.kitId));
  return [...shown, ...page.filter((kit) => !ids.has(kit.kitId))];
}

/** "Visa fler": the next 48 appended; answers the index of the first new kit (for focus), or null. */
export async function loadMore(store: SearchStore): Promise<number | null> {
  const { list, props, search, latest } = store;
  if (list.state !== 'loaded') return null;
  const offset = nextOffset(list.kits.length, list.total);
  if (offset === null) return null;
  const request = ++latest.current;
  store.setBusy('more');
  store.setMoreFailed(false);
  try {
    const page = await fetchKitPage(props.apiBase, props.site, search, offset, false);
    if (request !== latest.current) return null;
    store.setList({ state: 'loaded', kits: appendKits(list.kits, page.kits), total: page.total });
    return list.kits.length;
  } catch {
    if (request === latest.current) store.setMoreFailed(true);
    return null;
  } finally {
    if (request === latest.current) store.setBusy(null);
  }
}

/** A new search: into the URL (shareable, reloadable), then the first 48 and the facets for it. */
export async function applySearch(store: SearchStore, next: KitSearchState): Promise<void> {
  const { props, latest } = store;
  store.setSearch(next);
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${searchStateQuery(next)}${window.location.hash}`);
  const request = ++latest.current;
  store.setBusy('search');
  store.setMoreFailed(false);
  try {
    const page = await fetchKitPage(props.apiBase, props.site, next, 0, true);
    if (request !== latest.current) return;
    store.setList({ state: 'loaded', kits: page.kits, total: page.total });
    store.setFacets(page.facets);
  } catch {
    // The search state stays (box, filters, URL), so the visitor can change it or try again.
    if (request === latest.current) store.setList({ state: 'error' });
  } finally {
    if (request === latest.current) store.setBusy(null);
  }
}

/** The facets of the current search, fetched once (when the filters are first opened). */
export async function loadFacets(store: SearchStore): Promise<void> {
  if (store.facets !== null) return;
  try {
    store.setFacets((await fetchKitPage(store.props.apiBase, store.props.site, store.search, 0, true)).facets);
  } catch {
    store.setFacets([]);
  }
}
