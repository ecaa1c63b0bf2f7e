import type { CompanyLeasingOption, CompanyLeasingPeriod } from '@showroom/contracts';
import { monthlyCost } from './annuity';
import { FIRST_FEE_STEP_PERCENT } from './constants';
import { percentOf } from './percent';
import { periodSlider, snapPeriod, type PeriodSlider } from './periodSlider';
import { clamp } from './range';

// The company leasing calculator (spec 2 "Company leasing option" and §5 "Calculators"). Every
// amount is without VAT: price_base_amount is the leasing base price excluding VAT, and nothing is
// added to it. The visitor picks a yearly mileage, a period (12-month steps) and a first fee in
// whole percent of the base price within the period's limits.

export interface CompanyLeasingState {
  option: CompanyLeasingOption;
  /** A key of company_leasing_options (yearly mileage, as text). */
  mileage: string;
  months: number;
  /** First fee (down payment) in percent of price_base_amount. */
  firstFeePercent: number;
}

export interface FirstFeeLimits {
  /** Percent of the base price. */
  min: number;
  max: number;
  step: number;
}

export interface CompanyLeasingLimits {
  period: PeriodSlider;
  /** The period row in effect, with its residual and first fee percentages. */
  contract: CompanyLeasingPeriod;
  firstFee: FirstFeeLimits;
  /** residual_percentage % of the base price. */
  residualValue: number;
}

export interface CompanyLeasingQuote {
  mileage: string;
  months: number;
  firstFeePercent: number;
  firstFee: number;
  residualValue: number;
  interestRate: number;
  monthlyCost: number;
  /** Company leasing is always shown without VAT (spec 2 §5). */
  exclVat: true;
  limits: CompanyLeasingLimits;
}

/** The offered yearly mileages, lowest first. */
export function companyLeasingMileages(option: CompanyLeasingOption): string[] {
  return Object.keys(option.company_leasing_options)
    .filter((key) => (option.company_leasing_options[key] ?? []).length > 0)
    .sort((a, b) => Number(a) - Number(b));
}

function periodsFor(option: CompanyLeasingOption, mileage: string): CompanyLeasingPeriod[] {
  const periods = option.company_leasing_options[mileage];
  if (!periods || periods.length === 0) throw new Error(`company leasing: no periods for mileage ${mileage}`);
  return periods;
}

/** The period row for a mileage and a wanted period: the offered one nearest to it. */
export function companyLeasingContract(option: CompanyLeasingOption, mileage: string, months: number): CompanyLeasingPeriod {
  const periods = periodsFor(option, mileage);
  const snapped = snapPeriod(months, periods.map((p) => p.months));
  return periods.find((p) => p.months === snapped) as CompanyLeasingPeriod;
}

/** The sliders' limits for a mileage and period. */
export function companyLeasingLimits(option: CompanyLeasingOption, mileage: string, months: number): CompanyLeasingLimits {
  const contract = companyLeasingContract(option, mileage, months);
  return {
    period: periodSlider(periodsFor(option, mileage).map((p) => p.months)),
    contract,
    firstFee: { min: contract.cash_amount_min_percentage, max: contract.cash_amount_max_percentage, step: FIRST_FEE_STEP_PERCENT },
    residualValue: percentOf(option.price_base_amount, contract.residual_percentage),
  };
}

/** A first fee percentage kept within the period's limits. */
export function clampFirstFee(percent: number, limits: FirstFeeLimits): number {
  return clamp(percent, limits.min, limits.max);
}

/**
 * The calculator as it opens: the default mileage (or the lowest offered when the default has no
 * periods), that mileage's default contract length, and its default cash amount as a first fee.
 * default_company_leasing_option.cash_amount is read as money (its name says amount) and turned into
 * the nearest whole percent of the base price, then clamped; the spec does not say which it is.
 */
export function initialCompanyLeasingState(option: CompanyLeasingOption): CompanyLeasingState {
  const mileages = companyLeasingMileages(option);
  const mileage = mileages.includes(option.default_company_leasing_mileage) ? option.default_company_leasing_mileage : mileages[0];
  if (mileage === undefined) throw new Error('company leasing: no mileage has periods');
  const periods = periodsFor(option, mileage);
  const defaults = option.default_company_leasing_option[mileage];
  const limits = companyLeasingLimits(option, mileage, defaults?.contract_length ?? Math.min(...periods.map((p) => p.months)));
  const base = option.price_base_amount;
  const wantedPercent = defaults && base > 0 ? Math.round((defaults.cash_amount / base) * 100) : limits.firstFee.min;
  return { option, mileage, months: limits.contract.months, firstFeePercent: clampFirstFee(wantedPercent, limits.firstFee) };
}

/** A new period: limits and residual value recomputed, the first fee clamped into the new limits. */
export function changeCompanyLeasingPeriod(state: CompanyLeasingState, months: number): CompanyLeasingState {
  const limits = companyLeasingLimits(state.option, state.mileage, months);
  return { ...state, months: limits.contract.months, firstFeePercent: clampFirstFee(state.firstFeePercent, limits.firstFee) };
}

/** A new yearly mileage: the visitor's period and first fee are kept as far as the mileage's table allows. */
export function changeCompanyLeasingMileage(state: CompanyLeasingState, mileage: string): CompanyLeasingState {
  const limits = companyLeasingLimits(state.option, mileage, state.months);
  return { ...state, mileage, months: limits.contract.months, firstFeePercent: clampFirstFee(state.firstFeePercent, limits.firstFee) };
}

/** A new first fee in percent (slider steps of 1), clamped into the period's limits. */
export function changeFirstFee(state: CompanyLeasingState, percent: number): CompanyLeasingState {
  const limits = companyLeasingLimits(state.option, state.mileage, state.months);
  return { ...state, firstFeePercent: clampFirstFee(percent, limits.firstFee) };
}

/** One percent up or down, clamped. */
export function stepFirstFee(state: CompanyLeasingState, direction: 1 | -1): CompanyLeasingState {
  return changeFirstFee(state, state.firstFeePercent + direction * FIRST_FEE_STEP_PERCENT);
}

/**
 * The figures the company leasing card shows. The monthly cost is the spec's "end-of-period-advance"
 * annuity: payments at the start of each month (annuity-due) on the base price less the first fee,
 * leaving the residual value, at interest_rate / 12, rounded; start and invoice fees are not in it.
 */
export function companyLeasingQuote(state: CompanyLeasingState): CompanyLeasingQuote {
  const limits = companyLeasingLimits(state.option, state.mileage, state.months);
  const base = state.option.price_base_amount;
  const firstFee = percentOf(base, state.firstFeePercent);
  return {
    mileage: state.mileage,
    months: limits.contract.months,
    firstFeePercent: state.firstFeePercent,
    firstFee,
    residualValue: limits.residualValue,
    interestRate: state.option.interest_rate,
    monthlyCost: monthlyCost({
      principal: base - firstFee,
      residual: limits.residualValue,
      yearlyRatePercent: state.option.interest_rate,
      months: limits.contract.months,
      timing: 'advance',
    }),
    exclVat: true,
    limits,
  };
}
