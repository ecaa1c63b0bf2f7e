import { formatTotal, totalForPlural } from './formatTotal';

const NBSP = '\u00a0';

describe('formatTotal', () => {
  // One format per locale of the site matrix (packages/sites): the cap 10000 with its group
  // separator, then "+". Swedish, Norwegian, Finnish and Slovak group with a no-break space
  // (U+00A0, so "10 000+" never wraps), British English with a comma.
  it.each<[string, string, string, string]>([
    ['sv-SE', `10${NBSP}000+`, `10${NBSP}000`, `1${NBSP}467`],
    ['nb-NO', `10${NBSP}000+`, `10${NBSP}000`, `1${NBSP}467`],
    ['fi-FI', `10${NBSP}000+`, `10${NBSP}000`, `1${NBSP}467`],
    ['sk-SK', `10${NBSP}000+`, `10${NBSP}000`, `1${NBSP}467`],
    ['en-GB', '10,000+', '10,000', '1,467'],
  ])('%s: 10001 -> %s, 10000 -> %s, 1467 -> %s', (intl, above, cap, below) => {
    expect(formatTotal(10001, intl)).toBe(above);
    expect(formatTotal(250000, intl)).toBe(above);
    expect(formatTotal(10000, intl)).toBe(cap);
    expect(formatTotal(1467, intl)).toBe(below);
    expect(formatTotal(999, intl)).toBe('999');
  });

  it('reads bad numbers as 0', () => {
    expect(formatTotal(Number.NaN, 'en-GB')).toBe('0');
    expect(formatTotal(-3, 'en-GB')).toBe('0');
    expect(totalForPlural(Number.NaN)).toBe(0);
    expect(totalForPlural(12345)).toBe(10000);
    expect(totalForPlural(1)).toBe(1);
  });
});
