/** Rejects with a timeout error when `promise` has not settled within `ms`; the timer is always cleared. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs `attempt` once more after a failure (ARCHITECTURE.md: one retry before the placeholder). */
export async function withRetry<T>(attempt: (n: number) => Promise<T>, retries = 1): Promise<T> {
  let lastError: unknown;
  for (let n = 0; n <= retries; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
