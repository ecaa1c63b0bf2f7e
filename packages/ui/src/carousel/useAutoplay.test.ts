import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { autoplayDelayMs, isAutoplayRunning } from './autoplay';
import { useAutoplay } from './useAutoplay';

function useSlides(reducedMotion: boolean, seconds?: number) {
  const [slide, setSlide] = useState(0);
  const running = isAutoplayRunning({ slideCount: 3, reducedMotion, choice: null, hovered: false, focused: false });
  useAutoplay({ running, delayMs: autoplayDelayMs(seconds), slide, onAdvance: () => setSlide((s) => (s + 1) % 3) });
  return { slide, setSlide };
}

describe('useAutoplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances at 5000 ms by default, not at 4999 ms', () => {
    const { result } = renderHook(() => useSlides(false));
    act(() => jest.advanceTimersByTime(4999));
    expect(result.current.slide).toBe(0);
    act(() => jest.advanceTimersByTime(1)); // 5000 ms
    expect(result.current.slide).toBe(1);
    act(() => jest.advanceTimersByTime(4999)); // 9999 ms
    expect(result.current.slide).toBe(1);
    act(() => jest.advanceTimersByTime(1)); // 10000 ms
    expect(result.current.slide).toBe(2);
  });

  it('uses AutoplaySeconds: 8 s advances at 8000 ms, not 7999 ms', () => {
    const { result } = renderHook(() => useSlides(false, 8));
    act(() => jest.advanceTimersByTime(7999));
    expect(result.current.slide).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.slide).toBe(1);
  });

  it('never advances under reduced motion', () => {
    const { result } = renderHook(() => useSlides(true));
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current.slide).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('starts the wait over when the slide is chosen by hand', () => {
    const { result } = renderHook(() => useSlides(false));
    act(() => jest.advanceTimersByTime(3000));
    act(() => result.current.setSlide(2));
    act(() => jest.advanceTimersByTime(4999)); // 4999 ms after the choice
    expect(result.current.slide).toBe(2);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.slide).toBe(0);
  });

  it('stops when no longer running and clears its timer', () => {
    let running = true;
    const onAdvance = jest.fn();
    const { rerender } = renderHook(() => useAutoplay({ running, delayMs: 5000, slide: 0, onAdvance }));
    act(() => jest.advanceTimersByTime(4000));
    running = false;
    rerender();
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(10_000));
    expect(onAdvance).not.toHaveBeenCalled();
  });
});
