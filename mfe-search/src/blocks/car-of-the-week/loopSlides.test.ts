import { LOOP_MIN_SLIDES, loopSlides } from './loopSlides';

describe('loopSlides', () => {
  it('copies four cars twice: eight slides, the second copy after the first', () => {
    const slides = loopSlides(['a', 'b', 'c', 'd']);
    expect(LOOP_MIN_SLIDES).toBe(8);
    expect(slides.map((s) => `${s.item}${s.copy}`)).toEqual(['a0', 'b0', 'c0', 'd0', 'a1', 'b1', 'c1', 'd1']);
    expect(slides.map((s) => s.index)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
  });

  it('copies a short list until there are eight slides: 3 cars -> ceil(8/3) = 3 copies, 2 cars -> 4', () => {
    expect(loopSlides(['a', 'b', 'c'])).toHaveLength(9);
    expect(loopSlides(['a', 'b'])).toHaveLength(8);
  });

  it('still copies a long list once, so the loop never shows a gap', () => {
    expect(loopSlides(Array.from({ length: 12 }, (_, i) => i))).toHaveLength(24);
  });

  it('does not copy a single car or nothing', () => {
    expect(loopSlides(['a'])).toEqual([{ item: 'a', copy: 0, index: 0 }]);
    expect(loopSlides([])).toEqual([]);
  });
});
