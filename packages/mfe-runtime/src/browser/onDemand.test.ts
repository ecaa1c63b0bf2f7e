import { onDemand, prefetchWhenIdle } from './onDemand';

describe('onDemand', () => {
  it('fetches on the first call only, and gives every call the same code', async () => {
    const code = { run: () => 1 };
    const load = jest.fn(async () => code);
    const get = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe(code);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a fetch that failed', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue('code');
    const get = onDemand(load);
    await expect(get()).rejects.toThrow('ChunkLoadError');
    await expect(get()).resolves.toBe('code');
    await expect(get()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('prefetchWhenIdle', () => {
  const idle = window.requestIdleCallback;
  const cancelIdle = window.cancelIdleCallback;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.requestIdleCallback = idle;
    window.cancelIdleCallback = cancelIdle;
  });
  const withoutIdleCallbacks = () => {
    // @ts-expect-error: a browser without requestIdleCallback
    delete window.requestIdleCallback;
  };

  it('fetches in the first idle period, at most 2 s after, where the browser tells idle time', () => {
    const load = jest.fn(() => Promise.resolve());
    const requestIdleCallback = jest.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => setTimeout(callback, options?.timeout) as unknown as number);
    window.requestIdleCallback = requestIdleCallback;
    window.cancelIdleCallback = (handle) => clearTimeout(handle);
    prefetchWhenIdle(load);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    // The stand-in fires at the timeout, as a browser that never goes idle does: not at 1,999 ms, at 2,000.
    jest.advanceTimersByTime(1999);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches 1 s after where there is no idle callback (Safari), and not before', () => {
    const load = jest.fn(() => Promise.resolve());
    withoutIdleCallbacks();
    prefetchWhenIdle(load);
    jest.advanceTimersByTime(999);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing once cancelled (the part left the page first)', () => {
    const load = jest.fn(() => Promise.resolve());
    withoutIdleCallbacks();
    const cancel = prefetchWhenIdle(load);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves no failed prefetch unhandled (the action fetches again and shows its own error)', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    withoutIdleCallbacks();
    prefetchWhenIdle(load);
    jest.advanceTimersByTime(1000);
    jest.useRealTimers();
    // Node reports an unhandled rejection after the microtasks of the turn: a macrotask later it would have.
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(load).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
