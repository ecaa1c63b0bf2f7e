import { DRAG_DISTANCE_PX, FLICK_SPEED, isDrag, openAfterDrag, TAP_SLOP_PX } from './sheetDrag';

describe('openAfterDrag', () => {
  it('keeps the sheet as it was for a tap (under 8 px), which the click handles', () => {
    expect(TAP_SLOP_PX).toBe(8);
    expect(isDrag(7)).toBe(false);
    expect(isDrag(-8)).toBe(true);
    expect(openAfterDrag(false, -7, 10)).toBe(false);
    expect(openAfterDrag(true, 7, 10)).toBe(true);
  });

  it('opens after a slow drag up of 60 px or more, and snaps back below that', () => {
    expect(DRAG_DISTANCE_PX).toBe(60);
    // 60 px over 1000 ms = 0.06 px/ms: slow, but far enough
    expect(openAfterDrag(false, -60, 1000)).toBe(true);
    // 59 px over 1000 ms: slow and short
    expect(openAfterDrag(false, -59, 1000)).toBe(false);
  });

  it('closes after a slow drag down of 60 px or more', () => {
    expect(openAfterDrag(true, 60, 1000)).toBe(false);
    expect(openAfterDrag(true, 59, 1000)).toBe(true);
  });

  it('follows a flick of 0.5 px/ms or faster, however short', () => {
    expect(FLICK_SPEED).toBe(0.5);
    // 20 px in 40 ms = 0.5 px/ms: a flick
    expect(openAfterDrag(false, -20, 40)).toBe(true);
    expect(openAfterDrag(true, 20, 40)).toBe(false);
    // 20 px in 41 ms = 0.49 px/ms: not a flick, and under 60 px
    expect(openAfterDrag(false, -20, 41)).toBe(false);
    expect(openAfterDrag(true, 20, 41)).toBe(true);
  });

  it('goes the way the pointer went, whatever the sheet was', () => {
    expect(openAfterDrag(true, -100, 500)).toBe(true);
    expect(openAfterDrag(false, 100, 500)).toBe(false);
  });
});
