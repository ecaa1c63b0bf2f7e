import { googleMapsLibrary, MAPS_FAILED } from './GoogleWorkshopMap';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
  delete window.google;
});

const flush = () => Promise.resolve().then(() => undefined);

describe("Google's library for the workshop map", () => {
  it('fails with "Failed to load Google Maps API" when the library is still missing at 10 s, not at 9.9 s', async () => {
    const outcome = jest.fn();
    googleMapsLibrary('AIzaSyA-example_key_0123456789', 'sv').then(outcome, (error: Error) => outcome(error.message));
    // The script tag is there but never loads (nor fails): only the polling can end the wait.
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    jest.advanceTimersByTime(9_900);
    await flush();
    expect(outcome).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    await flush();
    await flush();
    expect(outcome).toHaveBeenCalledWith(MAPS_FAILED);
    expect(MAPS_FAILED).toBe('Failed to load Google Maps API');
  });

  it('takes the library as soon as a poll finds it', async () => {
    const outcome = jest.fn();
    googleMapsLibrary('AIzaSyA-example_key_0123456789', 'sv').then(outcome, outcome);
    jest.advanceTimersByTime(300);
    const maps = { Map: jest.fn(), Marker: jest.fn() };
    window.google = { maps };
    jest.advanceTimersByTime(100);
    await flush();
    await flush();
    expect(outcome).toHaveBeenCalledWith(maps);
  });
});
