import { annuityPayment, monthlyCost } from './annuity';

// Expected figures are worked out by hand below, not taken from the code under test.
describe('annuityPayment', () => {
  it('pays off a loan in arrears at rate / 12 (textbook case)', () => {
    // r = 6 % / 12 = 0.005, n = 12, PV = 240 000, FV = 0
    // (1+r)^-n = 1.005^-12 = 0.941905339665919
    // PMT = 240 000 * 0.005 / (1 - 0.941905339665919) = 1 200 / 0.058094660334081 = 20 655.94313
    expect(annuityPayment({ principal: 240_000, residual: 0, yearlyRatePercent: 6, months: 12 })).toBeCloseTo(20_655.94313, 4);
  });

  it('leaves the residual value as a final balance', () => {
    // r = 4.95 % / 12 = 0.004125, n = 36, PV = 199 920, FV = 95 961.6
    // (1+r)^n = 1.159738511314207, (1+r)^-n = 0.8622633380233339
    // FV/(1+r)^n = 82 744.16953805996
    // PMT = (199 920 - 82 744.16954) * 0.004125 / (1 - 0.86226333802) = 483.35030 / 0.13773666198 = 3 509.23490
    expect(annuityPayment({ principal: 199_920, residual: 95_961.6, yearlyRatePercent: 4.95, months: 36 })).toBeCloseTo(3_509.2349, 3);
  });

  it('pays in advance (annuity-due): the arrears payment divided by 1 + r', () => {
    // r = 5.95 % / 12 = 0.0049583333, n = 36, PV = 300 000, FV = 111 000
    // (1+r)^-n = 0.8368931071526189, FV/(1+r)^n = 92 895.13489394
    // arrears PMT = (300 000 - 92 895.13489) * 0.0049583333 / (1 - 0.83689310715) = 6 295.84034
    // advance PMT = 6 295.84034 / 1.0049583333 = 6 264.77749
    const terms = { principal: 300_000, residual: 111_000, yearlyRatePercent: 5.95, months: 36 };
    expect(annuityPayment(terms)).toBeCloseTo(6_295.84034, 4);
    expect(annuityPayment({ ...terms, timing: 'advance' })).toBeCloseTo(6_264.77749, 4);
  });

  it('splits the amount evenly at zero interest, whatever the timing', () => {
    // (120 000 - 24 000) / 48 = 2 000
    expect(annuityPayment({ principal: 120_000, residual: 24_000, yearlyRatePercent: 0, months: 48 })).toBe(2_000);
    expect(annuityPayment({ principal: 120_000, residual: 24_000, yearlyRatePercent: 0, months: 48, timing: 'advance' })).toBe(2_000);
  });

  it('refuses a period of no months', () => {
    expect(() => annuityPayment({ principal: 1_000, residual: 0, yearlyRatePercent: 5, months: 0 })).toThrow(RangeError);
  });
});

describe('monthlyCost', () => {
  it('rounds to a whole currency unit', () => {
    // 20 655.94313 -> 20 656; 3 509.23490 -> 3 509; advance 6 264.77749 -> 6 265
    expect(monthlyCost({ principal: 240_000, residual: 0, yearlyRatePercent: 6, months: 12 })).toBe(20_656);
    expect(monthlyCost({ principal: 199_920, residual: 95_961.6, yearlyRatePercent: 4.95, months: 36 })).toBe(3_509);
    expect(monthlyCost({ principal: 300_000, residual: 111_000, yearlyRatePercent: 5.95, months: 36, timing: 'advance' })).toBe(6_265);
  });

  it('rounds halves up: (1 000 - 0) / 400 = 2.5 -> 3', () => {
    expect(monthlyCost({ principal: 1_000, residual: 0, yearlyRatePercent: 0, months: 400 })).toBe(3);
  });

  it('shows 0, not a negative cost, when the residual exceeds what is financed', () => {
    // (10 000 - 40 000) / 12 < 0
    expect(monthlyCost({ principal: 10_000, residual: 40_000, yearlyRatePercent: 0, months: 12 })).toBe(0);
  });
});
