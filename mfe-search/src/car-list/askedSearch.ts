import { useSyncExternalStore } from 'react';
import type { SearchState } from '../search-state';

/** The search as the visitor last asked for it, which the list's controls show before its answer comes. */
export interface AskedSearch {
  get(): SearchState;
  set(next: SearchState): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The search the controls show, apart from the one the list shows. A click sets it, and only what reads it renders
 * again at once (the filter panel, the sort): the chips, the counts and the cars render with the answer. Rendering the
 * whole list at the click held the main thread, and so the answer, for its render and a frame that painted the chips
 * (issue 14, bench:search-ui: the click's own paint about halved).
 */
export function askedSearch(initial: SearchState): AskedSearch {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      if (next === current) return;
      current = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The asked search, rendering again whenever it changes. */
export function useAskedSearch(store: AskedSearch): SearchState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
