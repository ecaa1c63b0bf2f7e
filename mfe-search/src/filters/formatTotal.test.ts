import { formatTotal, totalForPlural } from './formatTotal';

describe('formatTotal', () => {
  it('groups digits the English way and caps above 10000', () => {
    expect(formatTotal(1234, 'en-GB')).toBe('1,234');
    expect(formatTotal(10000, 'en-GB')).toBe('10,000');
    expect(formatTotal(10001, 'en-GB')).toBe('10,000+');
  });

  it('uses the Swedish space-like group separator', () => {
    expect(formatTotal(1234, 'sv-SE').replace(/\s/g, ' ')).toBe('1 234');
  });

  it('reads bad numbers as 0', () => {
    expect(formatTotal(Number.NaN, 'en-GB')).toBe('0');
    expect(formatTotal(-3, 'en-GB')).toBe('0');
    expect(totalForPlural(Number.NaN)).toBe(0);
    expect(totalForPlural(12345)).toBe(10000);
    expect(totalForPlural(1)).toBe(1);
  });
});
