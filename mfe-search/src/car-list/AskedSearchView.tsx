import type { ReactNode } from 'react';
import type { SearchState } from '../search-state';
import { useAskedSearch, type AskedSearch } from './askedSearch';

/** Renders `children` with the asked search, again whenever it changes, without its owner rendering. */
export function AskedSearchView({ store, children }: { store: AskedSearch; children: (asked: SearchState) => ReactNode }) {
  return <>{children(useAskedSearch(store))}</>;
}
