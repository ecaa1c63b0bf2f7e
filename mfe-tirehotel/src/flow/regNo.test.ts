import { canSearch, normalizeRegNo, regNoFromQuery } from './regNo';

describe('normalizeRegNo', () => {
  it.each([
    ['abc123', 'ABC123'],
    [' abc 12 3 ', 'ABC123'],
    ['abc\t123', 'ABC123'],
    ['ABC-123', 'ABC123'],
    ['ABCD1234', 'ABCD123'],
    ['a b c d e f g h', 'ABCDEFG'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeRegNo(input)).toBe(expected);
  });
});

describe('canSearch', () => {
  it.each([
    ['', false],
    ['A', false],
    [' A ', false],
    ['AB', true],
    ['a b', true],
    ['ABC1234', true],
  ])('%j -> %s', (input, expected) => {
    expect(canSearch(input)).toBe(expected);
  });
});

describe('regNoFromQuery', () => {
  it.each([
    ['abc 123', 'ABC123'],
    [['xyz9', 'ABC123'], 'XYZ9'],
    ['toolongregno', 'TOOLONG'],
    ['  ', undefined],
    [undefined, undefined],
  ])('%j -> %j', (input, expected) => {
    expect(regNoFromQuery(input as string | string[] | undefined)).toBe(expected);
  });
});
