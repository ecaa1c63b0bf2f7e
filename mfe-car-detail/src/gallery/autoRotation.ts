import { FRAME_INTERVAL_MS } from './frames';

/** Calls `tick` every `intervalMs` (150 ms: one frame) until the returned stop function is called. */
export function startAutoRotation(tick: () => void, intervalMs: number = FRAME_INTERVAL_MS): () => void {
  const timer = setInterval(tick, intervalMs);
  return () => clearInterval(timer);
}

/** Whether the visitor asked for less motion; false where it cannot be known (server, no matchMedia). */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
