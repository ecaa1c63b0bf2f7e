import { annuity } from './financingOffers';

describe('annuity', () => {
  it('pays 100 000 over 12 months at 12 % in arrears and in advance', () => {
    // r = 12 % / 12 = 0.01; arrears PMT = 100000 * 0.01 / (1 - 1.01^-12) = 1000 / 0.112551 = 8884.88 -> 8885.
    expect(annuity(100_000, 0, 12, 12)).toBe(8885);
    // In advance each payment is a month earlier: 8884.88 / 1.01 = 8796.91 -> 8797.
    expect(annuity(100_000, 0, 12, 12, 'advance')).toBe(8797);
  });

  it('leaves the residual value to the end, and divides evenly at 0 %', () => {
    // (120000 - 60000) / 24 = 2500.
    expect(annuity(120_000, 60_000, 0, 24)).toBe(2500);
    // r = 0.005, n = 12, 1.005^-12 = 0.941905: (100000 - 50000 * 0.941905) * 0.005 / (1 - 0.941905)
    //   = (100000 - 47095.27) * 0.005 / 0.058095 = 264.5237 / 0.058095 = 4553.3 -> 4553.
    expect(annuity(100_000, 50_000, 6, 12)).toBe(4553);
  });
});
