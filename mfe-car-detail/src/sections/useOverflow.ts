import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { overflowsLimit } from './collapse';

// Measuring before paint avoids a flash of the toggle on client renders; the server has no layout.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Whether the element's content is taller than `limit` px: undefined until measured (on the server
 * and in the first client render, so hydration matches), then kept current with a ResizeObserver.
 * Measure an element that is not itself clipped: its scrollHeight is the full content height.
 */
export function useOverflow(ref: RefObject<HTMLElement | null>, limit: number): boolean | undefined {
  const [overflows, setOverflows] = useState<boolean | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(overflowsLimit(element.scrollHeight, limit));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, limit]);
  return overflows;
}
