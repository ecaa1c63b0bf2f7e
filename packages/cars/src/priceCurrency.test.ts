import { priceCurrency } from './priceCurrency';

describe('priceCurrency', () => {
  it("keeps a known currency and falls back to the site's otherwise", () => {
    expect(priceCurrency('EUR', 'SEK')).toBe('EUR');
    expect(priceCurrency('X1!', 'SEK')).toBe('SEK');
    expect(priceCurrency(null, 'NOK')).toBe('NOK');
  });
});
