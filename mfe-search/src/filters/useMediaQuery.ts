import { useEffect, useState } from 'react';

/** Whether a media query matches; null on the server and before the first effect, or without matchMedia. */
export function useMediaQuery(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    if (typeof list.addEventListener === 'function') {
      list.addEventListener('change', update);
      return () => list.removeEventListener('change', update);
    }
    // Safari before 14 has only the older listener API.
    list.addListener?.(update);
    return () => list.removeListener?.(update);
  }, [query]);
  return matches;
}
