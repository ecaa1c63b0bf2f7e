import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@showroom/ui';
import { isRevealSettled, nextRevealPhase, type RevealPhase } from './revealPhase';

/** An on-view animation phase for an element; stays `pending` (visible) when off, under reduced motion or without IntersectionObserver. */
export function useReveal<T extends Element>(wanted: boolean) {
  const ref = useRef<T>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<RevealPhase>('pending');
  const active = wanted && !reducedMotion;

  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof window.IntersectionObserver !== 'function') {
      setPhase((current) => (current === 'hidden' ? 'static' : current));
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      setPhase((current) => {
        const next = nextRevealPhase(current, entry.isIntersecting);
        if (isRevealSettled(next)) observer.disconnect();
        return next;
      });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  return { ref, phase };
}
