import { formatNumber } from './number';
import { formatMileage } from './mileage';

const NBSP = '\u00a0';

describe('formatNumber', () => {
  it('groups digits per locale', () => {
    expect(formatNumber(12345, 'sv-SE')).toBe(`12${NBSP}345`);
    expect(formatNumber(12345, 'en-GB')).toBe('12,345');
    expect(formatNumber(999, 'fi-FI')).toBe('999');
  });

  // Every Intl tag of the site matrix (packages/sites/src/matrix.ts). The Nordic and Slovak
  // separators are U+00A0 (no-break space), not U+202F (narrow no-break space) nor a plain space:
  // the counts and filter texts put the number inside a sentence, where it must not break.
  it.each<[string, string]>([
    ['sv-SE', `10${NBSP}000`],
    ['nb-NO', `10${NBSP}000`],
    ['fi-FI', `10${NBSP}000`],
    ['sk-SK', `10${NBSP}000`],
    ['en-GB', '10,000'],
  ])('groups 10000 in %s as %j', (locale, expected) => {
    expect(formatNumber(10000, locale)).toBe(expected);
  });
});

describe('formatMileage', () => {
  it('appends the unit after a no-break space', () => {
    expect(formatMileage(1234, 'mil', 'sv-SE')).toBe(`1${NBSP}234${NBSP}mil`);
    expect(formatMileage(45000, 'km', 'nb-NO')).toBe(`45${NBSP}000${NBSP}km`);
    expect(formatMileage(12345, 'miles', 'en-GB')).toBe(`12,345${NBSP}miles`);
  });
  it('takes the grouping from the unit when no locale is given', () => {
    expect(formatMileage(1500, 'mil')).toBe(`1${NBSP}500${NBSP}mil`);
    expect(formatMileage(1500, 'miles')).toBe(`1,500${NBSP}miles`);
  });
});
