import { DRAG_STEP_PX, FRAME_INTERVAL_MS, PRELOAD_RADIUS, framesForDrag, preloadWindow, stepFrame } from './frames';

describe('360 constants (spec 2 §9)', () => {
  it('turns at 150 ms per frame, 5 px per frame, 5 frames preloaded each side', () => {
    expect([FRAME_INTERVAL_MS, DRAG_STEP_PX, PRELOAD_RADIUS]).toEqual([150, 5, 5]);
  });
});

describe('stepFrame', () => {
  it.each([
    // [current, delta, count, expected]
    [0, 1, 36, 1],
    [35, 1, 36, 0], // past the last frame wraps to the first
    [0, -1, 36, 35], // before the first wraps to the last
    [34, 5, 36, 3], // 34 + 5 = 39, 39 - 36 = 3
    [2, -40, 36, 34], // 2 - 40 = -38, -38 + 72 = 34
    [5, 0, 36, 5],
  ])('from %i by %i among %i frames is %i', (current, delta, count, expected) => {
    expect(stepFrame(current, delta, count)).toBe(expected);
  });

  it('stays at 0 without frames', () => {
    expect(stepFrame(3, 1, 0)).toBe(0);
  });
});

describe('framesForDrag', () => {
  it.each([
    [0, 0],
    [4, 0], // under one step
    [5, 1], // exactly one step
    [9, 1],
    [10, 2],
    [-4, 0],
    [-5, -1],
    [-12, -2], // -12 / 5 = -2.4, towards zero: -2
    [101, 20],
  ])('%i px turns %i frames', (dx, expected) => {
    expect(framesForDrag(dx)).toBe(expected);
  });
});

describe('preloadWindow', () => {
  it('is the current frame and 5 on each side: 11 frames', () => {
    // 10 - 5 = 5 ... 10 + 5 = 15
    expect(preloadWindow(10, 36)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('wraps around the start', () => {
    // 1 - 5 = -4 -> 32, so 32..35 and 0..6
    expect(preloadWindow(1, 36)).toEqual([0, 1, 2, 3, 4, 5, 6, 32, 33, 34, 35]);
  });

  it('wraps around the end', () => {
    // 34 + 5 = 39 -> 3, so 29..35 and 0..3
    expect(preloadWindow(34, 36)).toEqual([0, 1, 2, 3, 29, 30, 31, 32, 33, 34, 35]);
  });

  it('holds every frame once when there are fewer than 11', () => {
    expect(preloadWindow(2, 4)).toEqual([0, 1, 2, 3]);
    expect(preloadWindow(0, 0)).toEqual([]);
  });
});
