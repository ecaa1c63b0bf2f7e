import { ANTICIPATION_KEPT_MS, anticipatedSearch } from './anticipatedSearch';

describe('anticipatedSearch', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('hands the anticipated answer to the change with the same key, once', async () => {
    const held = anticipatedSearch<string>(now);
    const start = jest.fn(() => Promise.resolve('volvo cars'));
    held.anticipate('volvo', start);
    const answered = held.take('volvo');
    expect(answered).not.toBeNull();
    await expect(answered).resolves.toBe('volvo cars');
    expect(start).toHaveBeenCalledTimes(1);
    // Taken: a second change with the same key asks again.
    expect(held.take('volvo')).toBeNull();
  });

  it('gives nothing to a change with another key, and forgets the guess', () => {
    const held = anticipatedSearch<string>(now);
    held.anticipate('volvo', () => Promise.resolve('volvo cars'));
    expect(held.take('bmw')).toBeNull();
    expect(held.take('volvo')).toBeNull();
  });

  it('starts one search for two presses of the same change, and a new one for another change', () => {
    const held = anticipatedSearch<string>(now);
    const start = jest.fn(() => Promise.resolve('cars'));
    held.anticipate('volvo', start);
    clock += 100;
    held.anticipate('volvo', start);
    expect(start).toHaveBeenCalledTimes(1);
    held.anticipate('bmw', start);
    expect(start).toHaveBeenCalledTimes(2);
    expect(held.take('volvo')).toBeNull();
  });

  it(`keeps a guess for ${ANTICIPATION_KEPT_MS} ms and not a millisecond more`, () => {
    const held = anticipatedSearch<string>(now);
    held.anticipate('volvo', () => Promise.resolve('cars'));
    clock += ANTICIPATION_KEPT_MS;
    expect(held.take('volvo')).not.toBeNull();

    held.anticipate('volvo', () => Promise.resolve('cars'));
    clock += ANTICIPATION_KEPT_MS + 1;
    expect(held.take('volvo')).toBeNull();
  });

  it('starts the search again once the old guess is too old', () => {
    const held = anticipatedSearch<string>(now);
    const start = jest.fn(() => Promise.resolve('cars'));
    held.anticipate('volvo', start);
    clock += ANTICIPATION_KEPT_MS + 1;
    held.anticipate('volvo', start);
    expect(start).toHaveBeenCalledTimes(2);
    expect(held.take('volvo')).not.toBeNull();
  });

  it('passes a failure to the change that takes it, and leaves none unhandled when no change does', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const held = anticipatedSearch<string>(now);
      held.anticipate('volvo', () => Promise.reject(new Error('search down')));
      await expect(held.take('volvo')).rejects.toThrow('search down');
      held.anticipate('bmw', () => Promise.reject(new Error('search down')));
      held.anticipate('audi', () => Promise.resolve('cars'));
      // Two turns of the event loop: Node reports an unhandled rejection after the microtasks of the turn it happened in.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
