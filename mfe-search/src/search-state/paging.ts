import { LAST_PAGE } from './constants';

export type ShowMoreState = 'hidden' | 'visible' | 'error';

/**
 * The show-more control: hidden when every car is loaded (so it never loads nothing), the error
 * state when the next page would be above 19 (spec 2 §8 "Page above 19"), else visible.
 * The spec words it as "hidden when everything is loaded and the total is under 12"; a total of 12
 * or more that is fully loaded has nothing left to show either, so it is hidden too.
 */
export function showMoreState({ loaded, total, page }: { loaded: number; total: number; page: number }): ShowMoreState {
  const safeLoaded = Number.isFinite(loaded) ? loaded : 0;
  const safeTotal = Number.isFinite(total) ? total : 0;
  if (safeLoaded >= safeTotal) return 'hidden';
  if (!Number.isFinite(page) || page + 1 > LAST_PAGE) return 'error';
  return 'visible';
}
