import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'scheduler'));

  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = jest.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: yielded } });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('else resolves in a later task, after the microtasks queued before it', async () => {
    const order: string[] = [];
    const done = yieldToBrowser().then(() => order.push('yielded'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'yielded']);
  });
});
