import { prefersReducedMotion, startAutoRotation } from './autoRotation';

describe('startAutoRotation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ticks at 150 ms, not before', () => {
    const tick = jest.fn();
    const stop = startAutoRotation(tick);
    jest.advanceTimersByTime(149);
    expect(tick).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1); // 150 ms
    expect(tick).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(300); // 450 ms: frames at 300 and 450
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
  });

  it('ticks no more once stopped', () => {
    const tick = jest.fn();
    const stop = startAutoRotation(tick);
    jest.advanceTimersByTime(150);
    stop();
    jest.advanceTimersByTime(1500);
    expect(tick).toHaveBeenCalledTimes(1);
  });
});

describe('prefersReducedMotion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('reads the reduce query', () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
    expect(prefersReducedMotion()).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('is false without matchMedia (jsdom, old browsers)', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(prefersReducedMotion()).toBe(false);
  });
});
