import type { CompanyLeasingOption } from '@showroom/contracts';
import {
  changeCompanyLeasingMileage,
  changeCompanyLeasingPeriod,
  changeFirstFee,
  companyLeasingLimits,
  companyLeasingMileages,
  companyLeasingQuote,
  initialCompanyLeasingState,
  stepFirstFee,
} from './companyLeasingCalculator';

const period = (months: number, residual: number, min: number, max: number) => ({
  months,
  residual_percentage: residual,
  cash_amount_min_percentage: min,
  cash_amount_max_percentage: max,
});

// Base price 300 000 excluding VAT, 5.95 %.
const option: CompanyLeasingOption = {
  title: 'Företagsleasing',
  interest_rate: 5.95,
  disclaimer: 'Månadskostnad {0} exkl. moms vid {1} månader.',
  default_company_leasing_mileage: '1500',
  default_monthly_cost: 5_357,
  price_base_amount: 300_000,
  company_leasing_options: {
    '2000': [period(36, 33, 0, 30), period(48, 27, 5, 20)],
    '1500': [period(24, 43, 0, 30), period(36, 37, 0, 30), period(48, 31, 5, 20)],
    '1000': [],
  },
  default_company_leasing_option: {
    '1500': { cash_amount: 30_000, contract_length: 36 },
    '2000': { cash_amount: 0, contract_length: 48 },
  },
};

describe('company leasing options', () => {
  it('lists the mileages that have periods, lowest first', () => {
    expect(companyLeasingMileages(option)).toEqual(['1500', '2000']);
  });

  it('bounds the first fee by the period percentages in 1 % steps, period step 12', () => {
    const limits = companyLeasingLimits(option, '1500', 48);
    expect(limits.firstFee).toEqual({ min: 5, max: 20, step: 1 });
    expect(limits.period).toEqual({ min: 24, max: 48, step: 12, hidden: false });
    // 31 % of 300 000
    expect(limits.residualValue).toBe(93_000);
  });

  it('hides the period slider for a mileage with one period', () => {
    const single: CompanyLeasingOption = { ...option, company_leasing_options: { '1500': [period(36, 37, 0, 30)] } };
    expect(companyLeasingLimits(single, '1500', 36).period.hidden).toBe(true);
  });
});

describe('company leasing calculator', () => {
  it('opens on the default mileage, its contract length, and the default cash amount as a percentage', () => {
    // 30 000 of 300 000 = 10 %
    expect(initialCompanyLeasingState(option)).toMatchObject({ mileage: '1500', months: 36, firstFeePercent: 10 });
  });

  it('costs an annuity paid in advance, without VAT', () => {
    const quote = companyLeasingQuote(initialCompanyLeasingState(option));
    // r = 5.95 % / 12 = 0.0049583333, n = 36, (1+r)^-n = 0.8368931071526189
    // PV = 300 000 - 10 % = 270 000, FV = 37 % of 300 000 = 111 000, discounted 92 895.13489
    // arrears PMT = (270 000 - 92 895.13489) * 0.0049583333 / 0.1631068928 = 878.14496 / 0.1631068928 = 5 383.86172
    // in advance: 5 383.86172 / 1.0049583333 = 5 357.29845 -> 5 357 (in arrears it would be 5 384)
    expect(quote).toMatchObject({ months: 36, firstFee: 30_000, residualValue: 111_000, monthlyCost: 5_357, exclVat: true });
  });

  it('with no first fee: 6 264.77749 -> 6 265', () => {
    // PV 300 000, FV 111 000: arrears 6 295.84034 / 1.0049583333 = 6 264.77749
    expect(companyLeasingQuote(changeFirstFee(initialCompanyLeasingState(option), 0)).monthlyCost).toBe(6_265);
  });

  it('at zero interest splits base less fee less residual evenly', () => {
    const free = { ...option, interest_rate: 0 };
    // (300 000 - 30 000 - 111 000) / 36 = 159 000 / 36 = 4 416.67 -> 4 417
    expect(companyLeasingQuote(initialCompanyLeasingState(free)).monthlyCost).toBe(4_417);
  });

  it('steps the first fee by 1 % and clamps it', () => {
    const state = initialCompanyLeasingState(option);
    expect(stepFirstFee(state, 1).firstFeePercent).toBe(11);
    expect(stepFirstFee(state, -1).firstFeePercent).toBe(9);
    expect(changeFirstFee(state, 45).firstFeePercent).toBe(30);
    expect(stepFirstFee(changeFirstFee(state, 30), 1).firstFeePercent).toBe(30);
    expect(changeFirstFee(state, -3).firstFeePercent).toBe(0);
  });

  it('on a period change recomputes residual and limits and clamps the first fee', () => {
    const state = changeCompanyLeasingPeriod(changeFirstFee(initialCompanyLeasingState(option), 25), 48);
    // 48 months: first fee 5-20 %, so 25 % -> 20 % = 60 000; residual 31 % = 93 000
    expect(state).toMatchObject({ months: 48, firstFeePercent: 20 });
    const quote = companyLeasingQuote(state);
    expect(quote).toMatchObject({ firstFee: 60_000, residualValue: 93_000 });
    // r = 0.0049583333, n = 48, (1+r)^-n = 0.7886663682254174, FV discounted 73 345.97224
    // arrears PMT = (240 000 - 73 345.97224) * 0.0049583333 / 0.2113336318 = 826.32622 / 0.2113336318 = 3 910.05546
    // in advance: 3 910.05546 / 1.0049583333 = 3 890.76376 -> 3 891
    expect(quote.monthlyCost).toBe(3_891);
  });

  it('on a mileage change keeps what it can: the period snaps into the new table, the fee is kept', () => {
    const short = changeCompanyLeasingPeriod(initialCompanyLeasingState(option), 24);
    expect(short.months).toBe(24);
    const state = changeCompanyLeasingMileage(short, '2000');
    // 2000 offers 36 and 48: 24 -> 36; the 10 % fee is inside 0-30 %
    expect(state).toMatchObject({ mileage: '2000', months: 36, firstFeePercent: 10 });
    // residual 33 % of 300 000 = 99 000, discounted 82 852.41761
    // arrears PMT = (270 000 - 82 852.41761) * 0.0049583333 / 0.1631068928 = 927.94010 / 0.1631068928 = 5 689.15317
    // in advance: 5 689.15317 / 1.0049583333 = 5 661.08363 -> 5 661
    expect(companyLeasingQuote(state).monthlyCost).toBe(5_661);
  });

  it('falls back to the lowest mileage with periods when the default has none', () => {
    const state = initialCompanyLeasingState({ ...option, default_company_leasing_mileage: '1000' });
    // '1000' has an empty table: the lowest mileage with periods is '1500' (its default row: 36 months, 10 %)
    expect(state).toMatchObject({ mileage: '1500', months: 36, firstFeePercent: 10 });
  });

  it('without a default row opens on the shortest period and the minimum first fee', () => {
    expect(initialCompanyLeasingState({ ...option, default_company_leasing_option: {} })).toMatchObject({ mileage: '1500', months: 24, firstFeePercent: 0 });
  });

  it('clamps a default cash amount outside the period limits', () => {
    const state = initialCompanyLeasingState({
      ...option,
      default_company_leasing_option: { '1500': { cash_amount: 150_000, contract_length: 48 } },
    });
    // 150 000 of 300 000 = 50 %, 48 months allow at most 20 %
    expect(state).toMatchObject({ months: 48, firstFeePercent: 20 });
  });
});
