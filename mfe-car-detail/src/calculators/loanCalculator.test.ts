import type { LoanOption } from '@showroom/contracts';
import {
  changeDownPayment,
  changeLoanPeriod,
  clampDownPayment,
  downPaymentLimits,
  initialLoanState,
  loanLimits,
  loanMonthlyCost,
  loanQuote,
  stepDownPayment,
} from './loanCalculator';

// A 249 900 kr car at 4.95 %. Percentages are stored as percent (spec 2 §5).
const option: LoanOption = {
  title: 'Billån',
  price: 249_900,
  default_monthly_cost: 3_509,
  default_contract_duration: { months: 36 },
  contract_durations: [
    { months: 24, residual_percentage: 45.6, cash_amount_min_percentage: 20, cash_amount_max_percentage: 50 },
    { months: 36, residual_percentage: 38.4, cash_amount_min_percentage: 20, cash_amount_max_percentage: 50 },
    { months: 48, residual_percentage: 31.2, cash_amount_min_percentage: 25, cash_amount_max_percentage: 45 },
    { months: 60, residual_percentage: 24, cash_amount_min_percentage: 30, cash_amount_max_percentage: 40 },
  ],
  invoice_fee: 60,
  start_fee: 695,
  interest_rate: 4.95,
  disclaimer: 'Månadskostnad {0} vid {1} månaders avtalstid, {2} kontantinsats och {3} % ränta.',
};

describe('loan limits', () => {
  it('runs the down payment from the minimum percentage to the maximum percentage rounded to 1000, step 1000', () => {
    // min: 20 % of 249 900 = 49 980; max: 50 % of 249 900 = 124 950 -> nearest 1000 = 125 000
    const limits = loanLimits(option, 249_900, 36);
    expect(limits.downPayment).toEqual({ min: 49_980, max: 125_000, step: 1000 });
    // residual: 38.4 % of 249 900 = 95 961.6
    expect(limits.residualValue).toBeCloseTo(95_961.6, 6);
    expect(limits.period).toEqual({ min: 24, max: 60, step: 12, hidden: false });
  });

  it('rounds the maximum down as well as up', () => {
    // 50 % of 248 900 = 124 450 -> 124 000
    const contract = { months: 36, residual_percentage: 0, cash_amount_min_percentage: 20, cash_amount_max_percentage: 50 };
    expect(downPaymentLimits(contract, 248_900).max).toBe(124_000);
  });

  it('never puts the maximum below the minimum', () => {
    // min 40 % of 1 200 = 480; max 40 % of 1 200 = 480 -> nearest 1000 = 0; kept at 480
    const contract = { months: 36, residual_percentage: 0, cash_amount_min_percentage: 40, cash_amount_max_percentage: 40 };
    expect(downPaymentLimits(contract, 1_200)).toEqual({ min: 480, max: 480, step: 1000 });
  });

  it('flags the period slider hidden when there is a single duration', () => {
    const single = { ...option, contract_durations: [option.contract_durations[1]!] };
    expect(loanLimits(single, 249_900, 36).period).toEqual({ min: 36, max: 36, step: 12, hidden: true });
  });
});

describe('down payment input', () => {
  const limits = { min: 49_980, max: 125_000, step: 1000 };

  it('accepts a typed value inside the range as typed', () => {
    expect(clampDownPayment(87_654, limits)).toBe(87_654);
  });

  it('clamps a typed value outside the range, and a non-number to the minimum', () => {
    expect(clampDownPayment(10, limits)).toBe(49_980);
    expect(clampDownPayment(1_000_000, limits)).toBe(125_000);
    expect(clampDownPayment(Number.NaN, limits)).toBe(49_980);
  });

  it('steps by 1000 within the range', () => {
    expect(stepDownPayment(49_980, 1, limits)).toBe(50_980);
    expect(stepDownPayment(50_980, -1, limits)).toBe(49_980);
    expect(stepDownPayment(49_980, -1, limits)).toBe(49_980);
    expect(stepDownPayment(124_500, 1, limits)).toBe(125_000);
  });
});

describe('loan calculator state', () => {
  it('opens on the default duration with its minimum down payment and the annuity cost', () => {
    const state = initialLoanState(option);
    expect(state).toMatchObject({ price: 249_900, months: 36, downPayment: 49_980 });
    // r = 0.004125, n = 36, PV = 249 900 - 49 980 = 199 920, FV = 95 961.6
    // FV/(1+r)^n = 95 961.6 / 1.159738511314207 = 82 744.16954
    // PMT = (199 920 - 82 744.16954) * 0.004125 / (1 - 0.8622633380) = 3 509.2349 -> 3 509
    expect(loanMonthlyCost(state)).toBe(3_509);
  });

  it('on a period change recomputes residual and limits and clamps the down payment up', () => {
    const state = changeLoanPeriod(initialLoanState(option), 60);
    // 60 months: min 30 % of 249 900 = 74 970 (the 49 980 is below it), max 40 % = 99 960 -> 100 000
    expect(state).toMatchObject({ months: 60, downPayment: 74_970 });
    const quote = loanQuote(state);
    expect(quote.limits.downPayment).toEqual({ min: 74_970, max: 100_000, step: 1000 });
    // residual 24 % of 249 900 = 59 976
    expect(quote.residualValue).toBeCloseTo(59_976, 6);
    // r = 0.004125, n = 60, (1+r)^n = 1.280167502515765, (1+r)^-n = 0.781147777954694
    // PV = 249 900 - 74 970 = 174 930, FV/(1+r)^n = 59 976 * 0.781147778 = 46 850.11913
    // PMT = (174 930 - 46 850.11913) * 0.004125 / 0.218852222 = 528.32951 / 0.218852222 = 2 414.09250 -> 2 414
    expect(quote.monthlyCost).toBe(2_414);
  });

  it('on a period change clamps the down payment down to the new maximum', () => {
    const high = changeDownPayment(initialLoanState(option), 120_000);
    expect(high.downPayment).toBe(120_000);
    const state = changeLoanPeriod(high, 48);
    // 48 months: max 45 % of 249 900 = 112 455 -> 112 000
    expect(state).toMatchObject({ months: 48, downPayment: 112_000 });
    // r = 0.004125, n = 48, (1+r)^-n = 0.8207040212578006, FV = 31.2 % = 77 968.8 -> discounted 63 989.30769
    // PMT = (137 900 - 63 989.30769) * 0.004125 / 0.179295979 = 304.88161 / 0.179295979 = 1 700.43750 -> 1 700
    expect(loanMonthlyCost(state)).toBe(1_700);
  });

  it('keeps a down payment that is still inside the new limits', () => {
    const state = changeLoanPeriod(changeDownPayment(initialLoanState(option), 80_000), 24);
    expect(state).toMatchObject({ months: 24, downPayment: 80_000 });
  });

  it('lands on an offered duration when the slider stops between contracts or outside them', () => {
    const gappy: LoanOption = { ...option, contract_durations: option.contract_durations.filter((d) => d.months !== 36) };
    // 36 is as near to 24 as to 48: the shorter; 100 is clamped to 60
    expect(changeLoanPeriod(initialLoanState(gappy), 36).months).toBe(24);
    expect(changeLoanPeriod(initialLoanState(gappy), 100).months).toBe(60);
  });

  it('clamps a direct input in the state', () => {
    expect(changeDownPayment(initialLoanState(option), 999_999).downPayment).toBe(125_000);
    expect(changeDownPayment(initialLoanState(option), 0).downPayment).toBe(49_980);
  });

  it('at zero interest splits price less down payment less residual evenly', () => {
    const free: LoanOption = {
      ...option,
      price: 120_000,
      interest_rate: 0,
      default_contract_duration: { months: 48 },
      contract_durations: [{ months: 48, residual_percentage: 20, cash_amount_min_percentage: 20, cash_amount_max_percentage: 50 }],
    };
    const state = initialLoanState(free);
    // down 20 % of 120 000 = 24 000, residual 20 % = 24 000: (120 000 - 24 000 - 24 000) / 48 = 1 500
    expect(state.downPayment).toBe(24_000);
    expect(loanMonthlyCost(state)).toBe(1_500);
  });

  it('calculates on a price given by the caller (a campaign price) rather than the option price', () => {
    const state = initialLoanState(option, 200_000);
    // min 20 % of 200 000 = 40 000; max 50 % = 100 000
    expect(state.downPayment).toBe(40_000);
    expect(loanQuote(state).limits.downPayment.max).toBe(100_000);
  });
});
