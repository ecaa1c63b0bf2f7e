import { act, renderHook } from '@testing-library/react';
import { fakeBff } from '@showroom/test-kit';
import { PLACE_DEBOUNCE_MS, usePlacePredictions } from './usePlacePredictions';

const answer = { status: 200, body: { predictions: [{ placeId: 'se-goteborg', description: 'Göteborg, Sverige', town: 'Göteborg' }] } };

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function setup(initial = '') {
  const get = fakeBff(() => answer);
  const hook = renderHook(({ input, active }) => usePlacePredictions('', input, active), { initialProps: { input: initial, active: true } });
  return { get, ...hook };
}

describe('usePlacePredictions debounce', () => {
  it('is 300 ms', () => {
    expect(PLACE_DEBOUNCE_MS).toBe(300);
  });

  it('does not call at 299 ms and calls at 300 ms', async () => {
    const { get } = setup('Göt');
    act(() => jest.advanceTimersByTime(299));
    expect(get).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/places/autocomplete?input=G%C3%B6t' }));
  });

  it('restarts the wait on each keystroke and asks only for the last input', async () => {
    const { get, rerender, result } = setup('G');
    act(() => jest.advanceTimersByTime(200));
    rerender({ input: 'Gö', active: true });
    act(() => jest.advanceTimersByTime(299));
    expect(get).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0].url).toBe('/api/places/autocomplete?input=G%C3%B6');
    expect(result.current).toEqual({ status: 'done', predictions: [expect.objectContaining({ placeId: 'se-goteborg' })] });
  });

  it('does not search for blank input or while inactive', () => {
    const { get, rerender } = setup('   ');
    act(() => jest.advanceTimersByTime(1000));
    rerender({ input: 'Göteborg', active: false });
    act(() => jest.advanceTimersByTime(1000));
    expect(get).not.toHaveBeenCalled();
  });

  it('reports a failed request', async () => {
    fakeBff().mockRejectedValue(new Error('Network Error'));
    const { result } = renderHook(() => usePlacePredictions('', 'Göt', true));
    await act(async () => jest.advanceTimersByTime(300));
    expect(result.current).toEqual({ status: 'error' });
  });
});
