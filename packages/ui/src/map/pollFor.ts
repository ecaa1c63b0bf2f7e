/** Spec 3 §9: the maps library is polled every 100 ms for at most 10 s. */
export const MAPS_POLL_INTERVAL_MS = 100;
export const MAPS_POLL_TIMEOUT_MS = 10_000;

/**
 * Resolves with what `probe` finds, checking now and then every `intervalMs`; rejects with `message` when the
 * check at `timeoutMs` still finds nothing (a script that loaded but never defined its API must not hang a view).
 */
export function pollFor<T>(probe: () => T | null | undefined, message: string, { intervalMs = MAPS_POLL_INTERVAL_MS, timeoutMs = MAPS_POLL_TIMEOUT_MS, signal }: { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const found = probe();
    if (found != null) return resolve(found);
    let waited = 0;
    const timer = setInterval(() => {
      waited += intervalMs;
      const value = probe();
      if (value != null) {
        clearInterval(timer);
        resolve(value);
      } else if (waited >= timeoutMs) {
        clearInterval(timer);
        reject(new Error(message));
      }
    }, intervalMs);
    signal?.addEventListener('abort', () => {
      clearInterval(timer);
      reject(new Error('aborted'));
    });
  });
}
