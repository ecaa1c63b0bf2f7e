import type { ContractDuration, LoanOption } from '@showroom/contracts';
import { monthlyCost } from './annuity';
import { DOWN_PAYMENT_STEP } from './constants';
import { percentOf } from './percent';
import { periodSlider, snapPeriod, type PeriodSlider } from './periodSlider';
import { clamp, roundToNearest } from './range';

// The loan calculator of the car detail page (spec 2 "Loan option" and §5 "Calculators"), as a
// reducer over a small state: the chosen period and down payment. The price is the one the loan is
// offered on (LoanOption.price by default; a caller may pass the campaign price).

export interface LoanState {
  option: LoanOption;
  price: number;
  months: number;
  downPayment: number;
}

export interface DownPaymentLimits {
  min: number;
  max: number;
  step: number;
}

export interface LoanLimits {
  period: PeriodSlider;
  /** The contract duration in effect for the chosen period. */
  contract: ContractDuration;
  downPayment: DownPaymentLimits;
  /** What the car is worth at the end, owed as a final payment: residual_percentage % of the price. */
  residualValue: number;
}

export interface LoanQuote {
  months: number;
  downPayment: number;
  residualValue: number;
  interestRate: number;
  monthlyCost: number;
  limits: LoanLimits;
}

/** The contract duration for a period: the offered one nearest to it (see snapPeriod). */
export function loanContract(option: LoanOption, months: number): ContractDuration {
  const offered = option.contract_durations.map((d) => d.months);
  const snapped = snapPeriod(months, offered);
  return option.contract_durations.find((d) => d.months === snapped) as ContractDuration;
}

/**
 * The down payment range of a contract (spec 2 §5): from its minimum cash percentage of the price
 * to its maximum percentage of the price rounded to the nearest 1000, in steps of 1000. The spec
 * does not round the minimum; it is rounded to a whole currency unit here only so it can be shown.
 * Should rounding bring the maximum below the minimum, the range collapses onto the minimum.
 */
export function downPaymentLimits(contract: ContractDuration, price: number): DownPaymentLimits {
  const min = Math.round(percentOf(price, contract.cash_amount_min_percentage));
  const max = roundToNearest(percentOf(price, contract.cash_amount_max_percentage), DOWN_PAYMENT_STEP);
  return { min, max: Math.max(min, max), step: DOWN_PAYMENT_STEP };
}

/** Everything the sliders need for a period: its slider, contract, down payment range and residual value. */
export function loanLimits(option: LoanOption, price: number, months: number): LoanLimits {
  const contract = loanContract(option, months);
  return {
    period: periodSlider(option.contract_durations.map((d) => d.months)),
    contract,
    downPayment: downPaymentLimits(contract, price),
    residualValue: percentOf(price, contract.residual_percentage),
  };
}

/** A typed-in or dragged down payment kept within the range; typed values are not snapped to the step. */
export function clampDownPayment(value: number, limits: DownPaymentLimits): number {
  return clamp(value, limits.min, limits.max);
}

/** One step (1000) up or down from the current down payment, kept within the range. */
export function stepDownPayment(value: number, direction: 1 | -1, limits: DownPaymentLimits): number {
  return clampDownPayment(value + direction * limits.step, limits);
}

/** The calculator as it opens: the default contract duration and its minimum down payment. */
export function initialLoanState(option: LoanOption, price: number = option.price): LoanState {
  const limits = loanLimits(option, price, option.default_contract_duration.months);
  return { option, price, months: limits.contract.months, downPayment: limits.downPayment.min };
}

/** A new period: the contract, its residual value and down payment range are recomputed and the down payment clamped into it. */
export function changeLoanPeriod(state: LoanState, months: number): LoanState {
  const limits = loanLimits(state.option, state.price, months);
  return { ...state, months: limits.contract.months, downPayment: clampDownPayment(state.downPayment, limits.downPayment) };
}

/** A new down payment (slider or direct input), clamped into the current period's range. */
export function changeDownPayment(state: LoanState, value: number): LoanState {
  const limits = loanLimits(state.option, state.price, state.months);
  return { ...state, downPayment: clampDownPayment(value, limits.downPayment) };
}

/**
 * The monthly cost: an annuity in arrears on the price less the down payment, leaving the residual
 * value, at interest_rate / 12, rounded. The spec names no fees in it, so start and invoice fees are
 * shown beside the cost, not added to it.
 */
export function loanMonthlyCost(state: LoanState): number {
  const limits = loanLimits(state.option, state.price, state.months);
  return monthlyCost({
    principal: state.price - state.downPayment,
    residual: limits.residualValue,
    yearlyRatePercent: state.option.interest_rate,
    months: limits.contract.months,
  });
}

/** The figures the loan card shows for the current state. */
export function loanQuote(state: LoanState): LoanQuote {
  const limits = loanLimits(state.option, state.price, state.months);
  return {
    months: limits.contract.months,
    downPayment: state.downPayment,
    residualValue: limits.residualValue,
    interestRate: state.option.interest_rate,
    monthlyCost: loanMonthlyCost(state),
    limits,
  };
}
