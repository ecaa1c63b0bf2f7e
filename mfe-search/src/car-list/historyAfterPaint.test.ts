/** @jest-environment jsdom */
import { historyAfterPaint } from './historyAfterPaint';

const url = () => window.location.pathname + window.location.search;

describe('historyAfterPaint', () => {
  let pushes: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/kop-bil');
    pushes = jest.spyOn(window.history, 'pushState');
  });
  afterEach(() => {
    pushes.mockRestore();
    jest.useRealTimers();
  });

  it('writes the entry in the task after the next frame, not before', () => {
    const history = historyAfterPaint({ carSearch: true });
    history.push('/kop-bil?car_brand=Volvo');
    expect(url()).toBe('/kop-bil');
    // The frame (jest's requestAnimationFrame fires at the next tick): still not written.
    jest.advanceTimersToNextTimer();
    expect(url()).toBe('/kop-bil');
    // The task queued from the frame.
    jest.advanceTimersToNextTimer();
    expect(url()).toBe('/kop-bil?car_brand=Volvo');
    expect(pushes).toHaveBeenCalledTimes(1);
    expect(pushes).toHaveBeenCalledWith({ carSearch: true }, '', '/kop-bil?car_brand=Volvo');
    jest.runAllTimers();
    expect(pushes).toHaveBeenCalledTimes(1);
  });

  it('a second change before the paint pushes the first at once: two entries, in order, each once', () => {
    const history = historyAfterPaint({ carSearch: true });
    history.push('/kop-bil?car_brand=Volvo');
    history.push('/kop-bil?car_brand=Volvo&car_brand=BMW');
    expect(pushes.mock.calls.map((call) => call[2])).toEqual(['/kop-bil?car_brand=Volvo']);
    jest.runAllTimers();
    expect(pushes.mock.calls.map((call) => call[2])).toEqual(['/kop-bil?car_brand=Volvo', '/kop-bil?car_brand=Volvo&car_brand=BMW']);
  });

  it('flush writes the waiting entry now and only once', () => {
    const history = historyAfterPaint({ carSearch: true });
    history.push('/kop-bil?car_fuel=El');
    history.flush();
    expect(url()).toBe('/kop-bil?car_fuel=El');
    history.flush();
    jest.runAllTimers();
    expect(pushes).toHaveBeenCalledTimes(1);
  });

  it('drop forgets the waiting entry: back or forward came first', () => {
    const history = historyAfterPaint({ carSearch: true });
    history.push('/kop-bil?car_fuel=El');
    jest.advanceTimersToNextTimer();
    history.drop();
    jest.runAllTimers();
    history.flush();
    expect(pushes).not.toHaveBeenCalled();
    expect(url()).toBe('/kop-bil');
  });
});
