import { useEffect, useRef } from 'react';
import { usePage } from '../page/PageContext';

/** Calls `onChange` when the page's path changes or the browser goes back or forward (popstate). */
export function useRouteChange(onChange: () => void): void {
  const { path } = usePage();
  const latest = useRef(onChange);
  const previousPath = useRef(path);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (previousPath.current === path) return;
    previousPath.current = path;
    latest.current();
  }, [path]);
  useEffect(() => {
    const onPopState = () => latest.current();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
}
