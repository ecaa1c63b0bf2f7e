import { vatRateFor, withoutVat } from './vatRates';

describe('VAT rates', () => {
  it('gives each site its market rate', () => {
    // SE and NO 25 %, FI 25.5 %, SK 23 %, UK 20 %.
    expect(vatRateFor('dealergroup-se')).toBe(0.25);
    expect(vatRateFor('carstore-no')).toBe(0.25);
    expect(vatRateFor('carstore-fi')).toBe(0.255);
    expect(vatRateFor('carstore-sk')).toBe(0.23);
    expect(vatRateFor('premium-uk')).toBe(0.2);
  });

  it('falls back to the currency only where it names one market', () => {
    expect(vatRateFor(undefined, 'SEK')).toBe(0.25);
    expect(vatRateFor(undefined, 'GBP')).toBe(0.2);
    // EUR is both FI (25.5 %) and SK (23 %).
    expect(vatRateFor(undefined, 'EUR')).toBeUndefined();
    expect(vatRateFor(undefined, null)).toBeUndefined();
  });

  it('takes VAT out of an amount and rounds to a whole unit', () => {
    // 250 000 / 1.25 = 200 000
    expect(withoutVat(250_000, 0.25)).toBe(200_000);
    // 389 900 / 1.25 = 311 920
    expect(withoutVat(389_900, 0.25)).toBe(311_920);
    // 12 550 / 1.255 = 10 000 (FI)
    expect(withoutVat(12_550, 0.255)).toBe(10_000);
    // 24 600 / 1.23 = 20 000 (SK)
    expect(withoutVat(24_600, 0.23)).toBe(20_000);
    // 3 999 / 1.25 = 3 199.2 -> 3 199
    expect(withoutVat(3_999, 0.25)).toBe(3_199);
  });
});
