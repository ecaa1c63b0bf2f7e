import { act, renderHook } from '@testing-library/react';
import { useAfterDelay } from './useAfterDelay';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useAfterDelay', () => {
  it('turns true only once the flag has held for the whole delay', () => {
    const view = renderHook(({ active }) => useAfterDelay(active, 300), { initialProps: { active: false } });
    expect(view.result.current).toBe(false);
    view.rerender({ active: true });
    act(() => jest.advanceTimersByTime(299));
    expect(view.result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(view.result.current).toBe(true);
  });

  it('is false at once when the flag ends, and a flag that ends before the delay never shows', () => {
    const view = renderHook(({ active }) => useAfterDelay(active, 300), { initialProps: { active: true } });
    act(() => jest.advanceTimersByTime(300));
    expect(view.result.current).toBe(true);
    view.rerender({ active: false });
    expect(view.result.current).toBe(false);
    // A second wait starts its delay again from zero: nothing left over from the first.
    view.rerender({ active: true });
    expect(view.result.current).toBe(false);
    act(() => jest.advanceTimersByTime(299));
    view.rerender({ active: false });
    act(() => jest.advanceTimersByTime(10));
    expect(view.result.current).toBe(false);
  });
});
