import { useEffect, useRef } from 'react';

/**
 * Calls `onAdvance` every `delayMs` while `running`. The wait starts over whenever `slide`
 * changes, so a slide chosen by hand gets its full time too.
 */
export function useAutoplay({ running, delayMs, slide, onAdvance }: { running: boolean; delayMs: number; slide: number; onAdvance: () => void }): void {
  const advance = useRef(onAdvance);
  advance.current = onAdvance;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => advance.current(), delayMs);
    return () => clearTimeout(timer);
  }, [running, delayMs, slide]);
}
