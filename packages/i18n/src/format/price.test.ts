import { formatPrice } from './price';

// Spelled out with escapes so the exact Intl characters are pinned: U+00A0 no-break space,
// U+202F narrow no-break space. Node's ICU (and Chromium's) group sv-SE/nb-NO/fi-FI/sk-SK with U+00A0.
const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('writes Swedish kronor as "249 900 kr"', () => {
    expect(formatPrice(249900, 'SEK', 'sv-SE')).toBe(`249${NBSP}900${NBSP}kr`);
    expect(formatPrice(999, 'SEK', 'sv-SE')).toBe(`999${NBSP}kr`);
  });
  it('writes Norwegian kroner with "kr" too', () => {
    expect(formatPrice(189000, 'NOK', 'nb-NO')).toBe(`189${NBSP}000${NBSP}kr`);
  });
  it('keeps "kr" on English pages of Swedish sites, with English grouping', () => {
    expect(formatPrice(249900, 'SEK', 'en-GB')).toBe(`249,900${NBSP}kr`);
  });
  it('formats euros and pounds as Intl does for the locale, without decimals', () => {
    expect(formatPrice(24990, 'EUR', 'fi-FI')).toBe(`24${NBSP}990${NBSP}€`);
    expect(formatPrice(24990, 'EUR', 'sk-SK')).toBe(`24${NBSP}990${NBSP}€`);
    expect(formatPrice(24990, 'GBP', 'en-GB')).toBe('£24,990');
  });
  it('rounds to whole units', () => {
    expect(formatPrice(1999.6, 'GBP', 'en-GB')).toBe('£2,000');
    expect(formatPrice(1999.4, 'SEK', 'sv-SE')).toBe(`1${NBSP}999${NBSP}kr`);
  });
});
