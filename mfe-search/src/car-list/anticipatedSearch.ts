/**
 * How long a search started at a press waits for the click it expects. A mouse button or the space bar is held 50-200
 * ms; a press held longer than this, or one whose click never came (the pointer dragged off the row), is forgotten
 * and the click, if it comes, asks again.
 */
export const ANTICIPATION_KEPT_MS = 2_000;

/** One search started before the change that asks for it is made (see `anticipatedSearch`). */
export interface AnticipatedSearch<T> {
  /** Starts `start()` for `key`, unless the same key is already on its way; it replaces any other. */
  anticipate(key: string, start: () => Promise<T>): void;
  /** The answer anticipated for `key`, handed out once; null when none was, another was, or it is too old. */
  take(key: string): Promise<T> | null;
}

/**
 * A search started at the press (mouse button or space bar down on a filter value) rather than at the click that
 * follows it, so its answer is on its way for the 50-200 ms the press lasts (issue 14, bench:search-ui). The
 * change's key (the whole search it leads to) decides whether the click asks for the same search: anything else and
 * the click sends its own, so a wrong guess costs one search on the server and never shows a wrong list.
 */
export function anticipatedSearch<T>(now: () => number = () => performance.now()): AnticipatedSearch<T> {
  let held: { key: string; at: number; answered: Promise<T> } | null = null;
  const fresh = (key: string) => held !== null && held.key === key && now() - held.at <= ANTICIPATION_KEPT_MS;
  return {
    anticipate(key, start) {
      if (fresh(key)) return;
      const answered = start();
      // Not awaited when no click follows: its failure must not surface as an unhandled rejection. The click that
      // takes it still sees the failure, through its own await.
      answered.catch(() => undefined);
      held = { key, at: now(), answered };
    },
    take(key) {
      const answered = fresh(key) ? held!.answered : null;
      held = null;
      return answered;
    },
  };
}
