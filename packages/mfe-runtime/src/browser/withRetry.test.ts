import { withRetry, withTimeout } from './withRetry';

describe('withRetry', () => {
  it('retries exactly once, then gives up with the last error', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(new Error('first')).mockRejectedValueOnce(new Error('second'));
    await expect(withRetry(attempt)).rejects.toThrow('second');
    expect(attempt).toHaveBeenCalledTimes(2);
  });
  it('returns the second attempt when it succeeds', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(new Error('flaky')).mockResolvedValueOnce('ok');
    await expect(withRetry(attempt)).resolves.toBe('ok');
  });
});

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('still waits 1 ms before the limit and rejects at the limit', async () => {
    const never = new Promise<string>(() => undefined);
    let settled: string | undefined;
    withTimeout(never, 1000, 'load').catch((e: Error) => (settled = e.message));
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe('load timed out after 1000 ms');
  });
  it('clears its timer when the promise settles first', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000, 'load')).resolves.toBe(7);
    expect(jest.getTimerCount()).toBe(0);
  });
});
