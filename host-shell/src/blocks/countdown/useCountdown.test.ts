import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown';

const start = Date.UTC(2025, 5, 1, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: start }));
  afterEach(() => jest.useRealTimers());

  it('follows the clock after mount, ticks each second and stops with the timer cleared at zero', () => {
    // target 3 s ahead; the CMS said 9 s (stale), the clock wins after mount
    const { result } = renderHook(() => useCountdown(iso(start + 3000), { days: 0, hours: 0, minutes: 0, seconds: 9 }));
    expect(result.current.seconds).toBe(3);
    act(() => jest.advanceTimersByTime(999));
    expect(result.current.seconds).toBe(3);
    act(() => jest.advanceTimersByTime(1)); // 1000 ms
    expect(result.current.seconds).toBe(2);
    act(() => jest.advanceTimersByTime(1999)); // 2999 ms
    expect(result.current.seconds).toBe(1);
    expect(jest.getTimerCount()).toBe(1);
    act(() => jest.advanceTimersByTime(1)); // 3000 ms
    expect(result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('shows zeros and starts no timer when the target has passed', () => {
    const { result } = renderHook(() => useCountdown(iso(start - 60_000), { days: 0, hours: 0, minutes: 1, seconds: 0 }));
    expect(result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useCountdown(iso(start + 60_000), { days: 0, hours: 0, minutes: 1, seconds: 0 }));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
