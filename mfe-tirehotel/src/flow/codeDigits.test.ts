import { emptyCode, fillDigits, isCompleteCode } from './codeDigits';

describe('code digits', () => {
  it('is complete with exactly four digits', () => {
    expect(isCompleteCode(['1', '2', '3', '4'])).toBe(true);
    expect(isCompleteCode(['1', '2', '3', ''])).toBe(false);
    expect(isCompleteCode(['1', '2', '3', 'a'])).toBe(false);
    expect(emptyCode()).toEqual(['', '', '', '']);
  });

  it.each<[string, string[], number, string, string[], number]>([
    ['a full paste into the first box', ['', '', '', ''], 0, '4821', ['4', '8', '2', '1'], 3],
    ['the first 4 of a longer text', ['', '', '', ''], 0, '987654', ['9', '8', '7', '6'], 3],
    ['digits only', ['', '', '', ''], 0, '1-2', ['1', '2', '', ''], 2],
    ['from the box it lands in', ['5', '', '', ''], 1, '12', ['5', '1', '2', ''], 3],
    ['no digits at all', ['', '', '', ''], 0, 'abc', ['', '', '', ''], 0],
  ])('%s', (_, digits, from, text, expected, focus) => {
    expect(fillDigits(digits, from, text)).toEqual({ digits: expected, focus });
  });
});
