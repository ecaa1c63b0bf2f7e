import type * as CarSearchRequests from './carSearchRequests';

export type CarSearchCode = typeof CarSearchRequests;

let code: Promise<CarSearchCode> | undefined;

/** The list's search code, fetched once; a fetch that failed (a dropped connection) is tried again by the next call. */
export function loadCarSearchCode(): Promise<CarSearchCode> {
  code ??= import(/* webpackChunkName: "car-search" */ './carSearchRequests').catch((error: unknown) => {
    code = undefined;
    throw error;
  });
  return code;
}

/**
 * Fetches the search code once the page is idle after it hydrated, so the visitor's first filter change does not
 * wait for it; returns the cancel. Idle, not at once: its evaluation (zod's first use among it) is then no part of
 * the tasks that make the page interactive.
 */
export function prefetchCarSearchCodeWhenIdle(load: () => Promise<unknown> = loadCarSearchCode): () => void {
  const fetchIt = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    // At most 2 s: a page that never goes idle (an animation) still gets it before most first clicks.
    const handle = window.requestIdleCallback(fetchIt, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(fetchIt, 1000);
  return () => clearTimeout(timer);
}
