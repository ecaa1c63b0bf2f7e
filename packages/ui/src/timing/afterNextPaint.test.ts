import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs in a task after the next frame, not in the frame and not before it', () => {
    const then = jest.fn();
    afterNextPaint(then);
    expect(then).not.toHaveBeenCalled();
    // The frame: jest's fake requestAnimationFrame fires at the next 16 ms tick; the task is queued from it.
    jest.advanceTimersToNextTimer();
    expect(then).not.toHaveBeenCalled();
    // The task after the frame.
    jest.advanceTimersToNextTimer();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled before the frame', () => {
    const then = jest.fn();
    const cancel = afterNextPaint(then);
    cancel();
    jest.runAllTimers();
    expect(then).not.toHaveBeenCalled();
  });

  it('runs nothing once cancelled between the frame and the task', () => {
    const then = jest.fn();
    const cancel = afterNextPaint(then);
    jest.advanceTimersToNextTimer();
    cancel();
    jest.runAllTimers();
    expect(then).not.toHaveBeenCalled();
  });
});
