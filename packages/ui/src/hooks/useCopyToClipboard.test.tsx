import { act, renderHook } from '@testing-library/react';
import { COPY_FEEDBACK_MS, useCopyToClipboard } from './useCopyToClipboard';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as jest.Mock;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('useCopyToClipboard', () => {
  it("copies and says 'copied' for 1000 ms: still at 999, idle at 1000", async () => {
    const writeText = mockClipboard(() => Promise.resolve());
    const { result } = renderHook(() => useCopyToClipboard());
    expect(result.current.state).toBe('idle');
    await act(() => result.current.copy('https://example.se/story'));
    expect(writeText).toHaveBeenCalledWith('https://example.se/story');
    expect(result.current.state).toBe('copied');
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(result.current.state).toBe('copied');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.state).toBe('idle');
  });

  it('starts the period again on a second copy', async () => {
    mockClipboard(() => Promise.resolve());
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy('a'));
    act(() => jest.advanceTimersByTime(600));
    await act(() => result.current.copy('b'));
    act(() => jest.advanceTimersByTime(999)); // 1599 ms
    expect(result.current.state).toBe('copied');
    act(() => jest.advanceTimersByTime(1)); // 1600 ms
    expect(result.current.state).toBe('idle');
  });

  it("says 'failed' when the clipboard refuses, and when there is none", async () => {
    mockClipboard(() => Promise.reject(new Error('NotAllowedError')));
    const refused = renderHook(() => useCopyToClipboard());
    await act(() => refused.result.current.copy('a'));
    expect(refused.result.current.state).toBe('failed');
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS));
    expect(refused.result.current.state).toBe('idle');

    Reflect.deleteProperty(navigator, 'clipboard');
    const missing = renderHook(() => useCopyToClipboard());
    await act(() => missing.result.current.copy('a'));
    expect(missing.result.current.state).toBe('failed');
  });

  it('takes another feedback time, and clears its timer when unmounted', async () => {
    mockClipboard(() => Promise.resolve());
    const { result, unmount } = renderHook(() => useCopyToClipboard(3000));
    await act(() => result.current.copy('a'));
    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.state).toBe('copied');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
