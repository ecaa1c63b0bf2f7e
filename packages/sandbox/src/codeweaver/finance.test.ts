import { aprPercent, creditForPayment, depositForPayment, futureValue, futureValuePercent, monthlyRate, quoteFigures, regularPayment } from './finance';

// Worked by hand: at 1 % a month for 12 months, (1.01)^12 = 1.126825030, so the annuity factor
// r(1+r)^n / ((1+r)^n - 1) = 0.01 * 1.126825030 / 0.126825030 = 0.0888487887 (£888.49 repays £10,000).

describe('finance maths', () => {
  it('pays off hire purchase with the annuity factor', () => {
    expect(regularPayment(10_000, 0, 0.01, 12)).toBeCloseTo(888.49, 2);
    expect(regularPayment(9_000, 0, 0.01, 12)).toBeCloseTo(799.64, 2);
  });

  it('takes the balloon off a PCP at its present value', () => {
    // 5000 / 1.126825030 = 4437.25; (9000 - 4437.25) * 0.0888487887 = 405.395
    expect(regularPayment(9_000, 5_000, 0.01, 12)).toBeCloseTo(405.395, 3);
  });

  it('divides evenly at 0 %', () => {
    expect(regularPayment(9_000, 5_000, 0, 12)).toBeCloseTo(333.333, 3);
    expect(creditForPayment(100, 500, 0, 10)).toBe(1500);
  });

  it('inverts: the credit a payment repays', () => {
    // 500 / 0.0888487887 = 5627.54
    expect(creditForPayment(500, 0, 0.01, 12)).toBeCloseTo(5627.54, 2);
  });

  it('APR compounds the nominal rate monthly', () => {
    expect(monthlyRate(12)).toBeCloseTo(0.01, 10);
    expect(aprPercent(12)).toBe(12.7); // 1.01^12 - 1 = 12.68 %
    expect(aprPercent(9.9)).toBe(10.4); // (1 + 0.00825)^12 - 1 = 10.36 %
    expect(aprPercent(6.9)).toBe(7.1); // 7.12 %
    expect(aprPercent(0)).toBe(0);
  });

  it('future value: 58 % less term, mileage and age, within 15-50 %', () => {
    expect(futureValuePercent(36, 10_000, 2)).toBe(34); // 58 - 18 - 0 - 6
    expect(futureValuePercent(48, 20_000, 5)).toBe(15); // 58 - 24 - 10 - 15 = 9, floored at 15
    expect(futureValuePercent(24, 5_000, 0)).toBe(50); // 58 - 12 + 5 = 51, capped at 50
    expect(futureValue(20_000, 36, 10_000, 2)).toBe(6_800);
    expect(futureValue(12_345, 36, 12_000, 1)).toBe(4_320); // 35 % = 4320.75, down to £5
  });

  it('quotes hire purchase: totals from the rounded payment', () => {
    const quote = quoteFigures({ cashPrice: 10_000, cashDeposit: 1_000, depositContribution: 0, months: 12, annualRatePercent: 12, balloon: 0, optionToPurchaseFee: 10 });
    expect(quote).toEqual({
      cashPrice: 10_000,
      cashDeposit: 1_000,
      depositContribution: 0,
      totalDeposit: 1_000,
      amountOfCredit: 9_000,
      months: 12,
      regularPayment: 799.64,
      finalPayment: 10,
      totalAmountPayable: 10_605.68, // 1000 + 12 * 799.64 + 10
      totalChargeForCredit: 605.68,
      apr: 12.7,
    });
  });

  it('quotes PCP with a dealer deposit contribution', () => {
    // Contribution 500 + cash 500 = 1000 deposit, so the same credit and payment as above.
    const quote = quoteFigures({ cashPrice: 10_000, cashDeposit: 500, depositContribution: 500, months: 12, annualRatePercent: 12, balloon: 5_000, optionToPurchaseFee: 10 });
    expect(quote.totalDeposit).toBe(1_000);
    expect(quote.regularPayment).toBe(405.4);
    expect(quote.finalPayment).toBe(5_010);
    expect(quote.totalAmountPayable).toBe(10_874.8); // 1000 + 12 * 405.40 + 5010
    expect(quote.totalChargeForCredit).toBe(874.8);
  });

  it('finds the deposit for a wanted payment, rounded up so the payment stays within it', () => {
    // credit 5627.54 -> deposit 10000 - 5627.54 = 4372.46, up to 4373; 5627 * 0.0888487887 = 499.95
    const terms = { cashPrice: 10_000, depositContribution: 0, months: 12, annualRatePercent: 12, balloon: 0, optionToPurchaseFee: 10 };
    expect(depositForPayment(terms, 500)).toBe(4_373);
    expect(quoteFigures({ ...terms, cashDeposit: 4_373 }).regularPayment).toBe(499.95);
  });
});
