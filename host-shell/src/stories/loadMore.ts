/** Where the list stands: what is loaded and what the graph said about the rest. */
export interface LoadedStories {
  loaded: number;
  total: number;
  hasNext: boolean;
  endCursor: string | null;
}

/**
 * Whether the load-more button shows. The spec says it is "hidden when all are loaded and fewer
 * than 12"; read literally that would keep a button that loads nothing once 12 or more are all
 * loaded. A button that would load nothing is never shown: it shows only while the graph has a next
 * page, a cursor to reach it, and fewer stories are loaded than it counts.
 */
export function canLoadMore(list: LoadedStories): boolean {
  return list.hasNext && list.endCursor !== null && list.loaded < list.total;
}
