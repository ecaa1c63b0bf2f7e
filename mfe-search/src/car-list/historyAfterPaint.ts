import { afterNextPaint } from '@showroom/ui';

/** A history entry the list writes once the search's results are painted. */
export interface HistoryAfterPaint {
  /**
   * Pushes `url` after the paint that follows `settled` (the search's answer, or its failure, set into the list);
   * an entry still waiting is pushed first, so no step of the visit is lost.
   */
  push(url: string, settled: Promise<unknown>): void;
  /** Pushes the waiting entry now (before another history change, or when the list goes). */
  flush(): void;
  /** Forgets the waiting entry: the browser has gone back or forward before it was written. */
  drop(): void;
}

/**
 * The list's URL, written after the results' frame. In Chromium at 4x CPU slowdown one pushState on the car list
 * took 2.6-4.5 ms (median of 20, up to 12 ms; back to back, 14.5 ms median). The URL is not on screen, so it waits
 * for the answer's paint: written after the click's frame only, it ran while the answer was arriving, and delayed
 * that answer's render by as much (a trace of bench:search-ui, 2026-12-05).
 */
export function historyAfterPaint(state: unknown): HistoryAfterPaint {
  let waiting: { url: string; cancel: () => void } | null = null;
  const write = (url: string) => window.history.pushState(state, '', url);
  const flush = () => {
    if (!waiting) return;
    const { url, cancel } = waiting;
    waiting = null;
    cancel();
    write(url);
  };
  return {
    push(url, settled) {
      flush();
      let cancelPaint: (() => void) | null = null;
      let cancelled = false;
      const entry = {
        url,
        cancel: () => {
          cancelled = true;
          cancelPaint?.();
        },
      };
      waiting = entry;
      const afterAnswer = () => {
        if (cancelled) return;
        cancelPaint = afterNextPaint(() => {
          if (waiting === entry) waiting = null;
          write(url);
        });
      };
      settled.then(afterAnswer, afterAnswer);
    },
    flush,
    drop() {
      waiting?.cancel();
      waiting = null;
    },
  };
}
