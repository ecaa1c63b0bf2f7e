import { contrastRatio, parseHex, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('parses short and long hex', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#1c69d4')).toEqual([28, 105, 212]);
    expect(() => parseHex('red')).toThrow('Not a hex colour: red');
  });
  it('gives luminance 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });
  it('gives 21:1 for black on white and 1:1 for equal colours, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
  it('matches a hand-worked mid grey', () => {
    // #767676: 0x76/255 = 0.46275; ((0.46275 + 0.055) / 1.055) ^ 2.4 = 0.18116 for every channel,
    // so L = 0.18116 and the ratio on white is 1.05 / 0.23116 = 4.542.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.542, 3);
  });
});
