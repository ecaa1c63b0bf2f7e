// Lighthouse's TBT counts each task's time over 50 ms (at 4x CPU slowdown, 12.5 ms on a fast machine): the host's
// start, run in the task that evaluated main.js, made that one task of 120-220 ms. Handing the main thread back
// between its steps turns it into shorter tasks, and lets the browser paint or take an input in between.

interface YieldingScheduler {
  yield: () => Promise<void>;
}

function hasYield(value: unknown): value is YieldingScheduler {
  return typeof value === 'object' && value !== null && typeof (value as { yield?: unknown }).yield === 'function';
}

/**
 * Resolves in a later task of the event loop: `scheduler.yield()` where the browser has it (the continuation runs
 * ahead of other queued work), else a timer's (a first, unnested one is not clamped).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: unknown }).scheduler;
  if (hasYield(scheduler)) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
