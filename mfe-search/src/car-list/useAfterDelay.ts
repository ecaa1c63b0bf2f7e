import { useEffect, useState } from 'react';

/**
 * True once `active` has held for `delayMs`, false again as soon as it ends: what a slow wait shows and a quick one
 * never does. The first render is false, so the server's HTML and the hydrating render agree.
 */
export function useAfterDelay(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && elapsed;
}
