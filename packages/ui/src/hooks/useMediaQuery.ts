import { useCallback, useSyncExternalStore } from 'react';

// One list per query (and per matchMedia, which tests replace): React reads the snapshot on every render,
// and matchMedia parses the query each time it is called.
const lists = new WeakMap<Window['matchMedia'], Map<string, MediaQueryList>>();

function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const matchMedia = window.matchMedia;
  let byQuery = lists.get(matchMedia);
  if (!byQuery) lists.set(matchMedia, (byQuery = new Map()));
  let list = byQuery.get(query);
  if (!list) byQuery.set(query, (list = window.matchMedia(query)));
  return list;
}

const unknown = () => null;

/**
 * Whether a media query matches; null on the server, while hydrating (so the first render matches
 * the server's HTML) and where there is no matchMedia. Callers pick their own default with `??`.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => undefined;
      if (typeof list.addEventListener === 'function') {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      }
      // Safari before 14 has only the older listener API.
      list.addListener(onChange);
      return () => list.removeListener(onChange);
    },
    [query],
  );
  const snapshot = () => mediaQueryList(query)?.matches ?? null;
  return useSyncExternalStore(subscribe, snapshot, unknown);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for reduced motion; assumed true until known, so nothing moves on its own before that. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY) ?? true;
}
