import { breakpoints, mq, mqDown, mqUp } from './breakpoints';

describe('breakpoints', () => {
  it('holds the widths of the spec', () => {
    expect(breakpoints).toEqual({ tablet: 768, desktop: 1024, stickyFilter: 1024, desktopNav: 1280, megaMenuImages: 1500 });
  });
  it('builds min- and max-width queries that do not overlap', () => {
    expect(mqUp('desktopNav')).toBe('@media (min-width: 1280px)');
    expect(mqDown('tablet')).toBe('@media (max-width: 767.98px)');
    expect(mq.mobile).toBe('@media (max-width: 767.98px)');
    expect(mq.megaMenuImages).toBe('@media (min-width: 1500px)');
  });
});
