/** @jest-environment jsdom */
import { historyAfterPaint } from './historyAfterPaint';

const url = () => window.location.pathname + window.location.search;

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// The promise's callbacks run as microtasks: let them, without moving the fake clock.
const settle = () => Promise.resolve().then(() => undefined);

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

  it('waits for the answer, then writes the entry in the task after the next frame, not before', async () => {
    const history = historyAfterPaint({ carSearch: true });
    const answer = deferred();
    history.push('/kop-bil?car_brand=Volvo', answer.promise);
    // Frames and tasks pass while the answer is on its way: nothing is written.
    jest.advanceTimersByTime(1000);
    expect(url()).toBe('/kop-bil');
    answer.resolve();
    await settle();
    expect(url()).toBe('/kop-bil');
    // The frame after the answer (jest's requestAnimationFrame fires at the next tick): still not written.
    jest.advanceTimersToNextTimer();
    expect(url()).toBe('/kop-bil');
    // The task queued from that frame.
    jest.advanceTimersToNextTimer();
    expect(url()).toBe('/kop-bil?car_brand=Volvo');
    expect(pushes).toHaveBeenCalledTimes(1);
    expect(pushes).toHaveBeenCalledWith({ carSearch: true }, '', '/kop-bil?car_brand=Volvo');
    jest.runAllTimers();
    expect(pushes).toHaveBeenCalledTimes(1);
  });

  it('writes the entry after a failed search too', async () => {
    const history = historyAfterPaint({ carSearch: true });
    const answer = deferred();
    history.push('/kop-bil?car_fuel=El', answer.promise);
    answer.reject(new Error('carListError'));
    await settle();
    jest.runAllTimers();
    expect(url()).toBe('/kop-bil?car_fuel=El');
  });

  it('a second change before the first is written pushes the first at once: two entries, in order, each once', async () => {
    const history = historyAfterPaint({ carSearch: true });
    const first = deferred();
    const second = deferred();
    history.push('/kop-bil?car_brand=Volvo', first.promise);
    history.push('/kop-bil?car_brand=Volvo&car_brand=BMW', second.promise);
    expect(pushes.mock.calls.map((call) => call[2])).toEqual(['/kop-bil?car_brand=Volvo']);
    // The first answer comes late: the first entry is not written again.
    first.resolve();
    second.resolve();
    await settle();
    jest.runAllTimers();
    expect(pushes.mock.calls.map((call) => call[2])).toEqual(['/kop-bil?car_brand=Volvo', '/kop-bil?car_brand=Volvo&car_brand=BMW']);
  });

  it('flush writes the waiting entry now and only once', async () => {
    const history = historyAfterPaint({ carSearch: true });
    const answer = deferred();
    history.push('/kop-bil?car_fuel=El', answer.promise);
    history.flush();
    expect(url()).toBe('/kop-bil?car_fuel=El');
    history.flush();
    answer.resolve();
    await settle();
    jest.runAllTimers();
    expect(pushes).toHaveBeenCalledTimes(1);
  });

  it('drop forgets the waiting entry: back or forward came first', async () => {
    const history = historyAfterPaint({ carSearch: true });
    const answer = deferred();
    history.push('/kop-bil?car_fuel=El', answer.promise);
    answer.resolve();
    await settle();
    jest.advanceTimersToNextTimer();
    history.drop();
    jest.runAllTimers();
    history.flush();
    expect(pushes).not.toHaveBeenCalled();
    expect(url()).toBe('/kop-bil');
  });
});
