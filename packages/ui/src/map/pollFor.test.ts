import { MAPS_POLL_INTERVAL_MS, MAPS_POLL_TIMEOUT_MS, pollFor } from './pollFor';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets the promise callbacks queued by a timer run. */
const flush = () => Promise.resolve().then(() => undefined);

describe('pollFor (maps library: every 100 ms, at most 10 s)', () => {
  it('uses the spec constants', () => {
    expect([MAPS_POLL_INTERVAL_MS, MAPS_POLL_TIMEOUT_MS]).toEqual([100, 10_000]);
  });

  it('resolves at once when the library is there', async () => {
    await expect(pollFor(() => 'maps', 'none')).resolves.toBe('maps');
  });

  it('is still waiting at 9.9 s and gives up at 10 s', async () => {
    const probe = jest.fn((): string | undefined => undefined);
    const outcome = jest.fn();
    pollFor(probe, 'Failed to load Google Maps API').then(outcome, (error: Error) => outcome(error.message));
    jest.advanceTimersByTime(9_900);
    await flush();
    expect(outcome).not.toHaveBeenCalled();
    // One check now plus one per 100 ms up to 9.9 s: 1 + 99 = 100.
    expect(probe).toHaveBeenCalledTimes(100);
    jest.advanceTimersByTime(100);
    await flush();
    expect(outcome).toHaveBeenCalledWith('Failed to load Google Maps API');
    // The check at 10 s is the last: 101 in all, none after.
    expect(probe).toHaveBeenCalledTimes(101);
    jest.advanceTimersByTime(1_000);
    expect(probe).toHaveBeenCalledTimes(101);
  });

  it('takes a library that appears between 9.9 s and 10 s (found at the 10 s check)', async () => {
    const page: { maps?: string } = {};
    const outcome = jest.fn();
    pollFor(() => page.maps, 'none').then(outcome, outcome);
    jest.advanceTimersByTime(9_950);
    page.maps = 'maps';
    await flush();
    expect(outcome).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    await flush();
    expect(outcome).toHaveBeenCalledWith('maps');
  });
});
