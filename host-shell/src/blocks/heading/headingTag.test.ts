import { headingBelow, resolveHeadingTag } from './headingTag';

describe('resolveHeadingTag', () => {
  it('accepts h1..h6 in any case and with spaces', () => {
    expect(resolveHeadingTag('h3', 'h2')).toBe('h3');
    expect(resolveHeadingTag(' H4 ', 'h2')).toBe('h4');
    expect(resolveHeadingTag('h6', 'h1')).toBe('h6');
  });

  it('falls back for invalid tags', () => {
    expect(resolveHeadingTag('h7', 'h2')).toBe('h2');
    expect(resolveHeadingTag('div', 'h1')).toBe('h1');
    expect(resolveHeadingTag('', 'h2')).toBe('h2');
    expect(resolveHeadingTag(null, 'h2')).toBe('h2');
    expect(resolveHeadingTag(3, 'h1')).toBe('h1');
  });
});

describe('headingBelow', () => {
  it('goes one level down and stops at h6', () => {
    expect(headingBelow('h1')).toBe('h2');
    expect(headingBelow('h2')).toBe('h3');
    expect(headingBelow('h5')).toBe('h6');
    expect(headingBelow('h6')).toBe('h6');
  });
});
