import { groupSeparator, parseBound } from './parseBound';

describe('parseBound', () => {
  it.each<[string, string, number | undefined | null]>([
    ['250000', '', 250000],
    ['250 000', '', 250000],
    ['250\u00a0000', '\u00a0', 250000],
    ['1\u202f250\u2009000', '', 1250000],
    ['  42  ', '', 42],
    ['0', '', 0],
    ['-5', '', -5],
    // the English group separator
    ['250,000', ',', 250000],
    ['', '', undefined],
    ['   ', '', undefined],
    ['12.5', '', null],
    // a Swedish decimal comma is not stripped (separator is a space there)
    ['1,5', '\u00a0', null],
    ['100 kr', '', null],
    ['abc', '', null],
    ['1234567890123456', '', null],
  ])('%j (separator %j) -> %p', (text, separator, expected) => {
    expect(parseBound(text, separator)).toBe(expected);
  });
});

describe('groupSeparator', () => {
  it('is the comma in en-GB and a space-like character in sv-SE', () => {
    expect(groupSeparator('en-GB')).toBe(',');
    expect(groupSeparator('sv-SE')).toMatch(/^\s$/);
  });

  it('is empty for a locale tag Intl rejects', () => {
    expect(groupSeparator('not a locale!')).toBe('');
  });
});
