import { plural } from './plural';

describe('plural', () => {
  const cars = { one: 'one car', other: 'many cars' };
  it('uses one/other for sv, nb, fi and en', () => {
    for (const language of ['sv', 'nb', 'fi', 'en'] as const) {
      expect(plural(language, 1, cars)).toBe('one car');
      expect(plural(language, 0, cars)).toBe('many cars');
      expect(plural(language, 2, cars)).toBe('many cars');
    }
  });
  it('uses few for Slovak 2-4 and falls back to other when few is missing', () => {
    const sk = { one: 'auto', few: 'autá', other: 'áut' };
    expect(plural('sk', 1, sk)).toBe('auto');
    expect(plural('sk', 3, sk)).toBe('autá');
    expect(plural('sk', 5, sk)).toBe('áut');
    expect(plural('sk', 3, cars)).toBe('many cars');
  });
});
