import { snapAfterDrag } from './sliderSnap';

describe('snapAfterDrag', () => {
  // A track 1000 px too wide: 30 % of the way is 300 px.
  it('goes to the far end from 300 px (30 %) on, and springs back below', () => {
    expect(snapAfterDrag('start', -300, 1000)).toBe('end');
    expect(snapAfterDrag('start', -299, 1000)).toBe('start');
    expect(snapAfterDrag('end', 300, 1000)).toBe('start');
    expect(snapAfterDrag('end', 299, 1000)).toBe('end');
  });

  it('stays put when dragged away from the other end, or when nothing overflows', () => {
    expect(snapAfterDrag('start', 500, 1000)).toBe('start');
    expect(snapAfterDrag('end', -500, 1000)).toBe('end');
    expect(snapAfterDrag('end', 500, 0)).toBe('start');
  });
});
