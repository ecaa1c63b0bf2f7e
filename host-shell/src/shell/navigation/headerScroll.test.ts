import { isHeaderTransparent } from './headerScroll';

describe('isHeaderTransparent', () => {
  it('is transparent on the home page up to and including 100 px, solid from 101 px', () => {
    expect(isHeaderTransparent(true, 0)).toBe(true);
    expect(isHeaderTransparent(true, 100)).toBe(true);
    expect(isHeaderTransparent(true, 101)).toBe(false);
  });

  it('is never transparent off the home page', () => {
    expect(isHeaderTransparent(false, 0)).toBe(false);
  });
});
