import { loadCarSearchCode, prefetchCarSearchCodeWhenIdle } from './carSearchCode';

describe('loadCarSearchCode', () => {
  it('gives the search code, fetched once', async () => {
    const first = loadCarSearchCode();
    expect(loadCarSearchCode()).toBe(first);
    const code = await first;
    expect(typeof code.runCarSearch).toBe('function');
    expect(typeof code.countRelaxed).toBe('function');
    expect(typeof code.createHttpApi).toBe('function');
  });

  it('fetches again after a fetch that failed', async () => {
    await jest.isolateModulesAsync(async () => {
      let attempts = 0;
      jest.doMock('./carSearchRequests', () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed to load');
        return { runCarSearch: () => undefined };
      });
      const { loadCarSearchCode: load } = await import('./carSearchCode');
      await expect(load()).rejects.toThrow('chunk failed to load');
      await expect(load()).resolves.toHaveProperty('runCarSearch');
      expect(attempts).toBe(2);
    });
  });
});

describe('prefetchCarSearchCodeWhenIdle', () => {
  const idle = window.requestIdleCallback;
  const cancelIdle = window.cancelIdleCallback;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.requestIdleCallback = idle;
    window.cancelIdleCallback = cancelIdle;
  });

  it('fetches in the first idle period, at most 2 s after, where the browser tells idle time', () => {
    const load = jest.fn(() => Promise.resolve());
    const requestIdleCallback = jest.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => setTimeout(callback, options?.timeout) as unknown as number);
    window.requestIdleCallback = requestIdleCallback;
    window.cancelIdleCallback = (handle) => clearTimeout(handle);
    prefetchCarSearchCodeWhenIdle(load);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    // The stand-in fires at the timeout, as a browser that never goes idle does: not at 1,999 ms, at 2,000.
    jest.advanceTimersByTime(1999);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches 1 s after where there is no idle callback (Safari), and not before', () => {
    const load = jest.fn(() => Promise.resolve());
    // @ts-expect-error: a browser without requestIdleCallback
    delete window.requestIdleCallback;
    prefetchCarSearchCodeWhenIdle(load);
    jest.advanceTimersByTime(999);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing once cancelled (the list left the page first)', () => {
    const load = jest.fn(() => Promise.resolve());
    // @ts-expect-error: a browser without requestIdleCallback
    delete window.requestIdleCallback;
    const cancel = prefetchCarSearchCodeWhenIdle(load);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves no failed prefetch unhandled (the first search fetches again and shows its own error)', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    // @ts-expect-error: a browser without requestIdleCallback
    delete window.requestIdleCallback;
    prefetchCarSearchCodeWhenIdle(load);
    jest.advanceTimersByTime(1000);
    jest.useRealTimers();
    // Node reports an unhandled rejection after the microtasks of the turn: a macrotask later it would have.
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(load).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
