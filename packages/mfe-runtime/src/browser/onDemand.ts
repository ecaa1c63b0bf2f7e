/**
 * Code a remote fetches when it is first needed (a chunk: `() => import('./x')`), kept once it came; a fetch that
 * failed (a dropped connection) is tried again by the next call. Issue 14: what a page's first render does not run
 * (requests and the schemas their answers are parsed with) stays out of its load.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

/**
 * Runs `fetchIt` once the page is idle (at most `timeoutMs` later; 1 s where the browser has no idle callbacks, as
 * Safari), so code a visitor's first action needs is there by then, its evaluation no part of the page's load; returns
 * the cancel. A failure is swallowed: the action fetches again and reports its own.
 */
export function prefetchWhenIdle(fetchIt: () => Promise<unknown>, timeoutMs = 2000): () => void {
  const run = () => void fetchIt().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}
