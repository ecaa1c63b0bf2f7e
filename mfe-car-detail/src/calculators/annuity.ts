import { monthlyRate } from './percent';

/**
 * When the monthly payments fall: `arrears` at the end of each month (an ordinary annuity, the loan),
 * `advance` at the start of each month (an annuity-due, company leasing's "end-of-period-advance"
 * variant, spec 2 §5).
 */
export type PaymentTiming = 'arrears' | 'advance';

export interface AnnuityTerms {
  /** The amount financed: the price less the down payment or first fee. */
  principal: number;
  /** The balance left at the end (the residual value), paid after the last regular payment; 0 for none. */
  residual: number;
  /** Nominal yearly rate in percent; the monthly rate is rate / 12. */
  yearlyRatePercent: number;
  months: number;
  timing?: PaymentTiming;
}

/**
 * The unrounded monthly payment:
 *   arrears: PMT = (PV - FV / (1+r)^n) * r / (1 - (1+r)^-n)
 *   advance: PMT / (1 + r)   (each payment is made a month earlier, so it earns one month's interest less)
 * With r = 0 both are (PV - FV) / n. The spec gives "annuity with rate/12" and "end-of-period-advance";
 * these are the standard ordinary-annuity and annuity-due formulas (Excel PMT with type 0 and 1).
 */
export function annuityPayment({ principal, residual, yearlyRatePercent, months, timing = 'arrears' }: AnnuityTerms): number {
  if (!(months > 0)) throw new RangeError(`annuityPayment: months must be positive, got ${months}`);
  const r = monthlyRate(yearlyRatePercent);
  if (r === 0) return (principal - residual) / months;
  const discount = Math.pow(1 + r, -months);
  const inArrears = ((principal - residual * discount) * r) / (1 - discount);
  return timing === 'advance' ? inArrears / (1 + r) : inArrears;
}

/**
 * The monthly cost shown: the annuity payment rounded to a whole currency unit (spec 2 §5). A
 * residual worth more than the financed amount would give a negative payment; it shows as 0.
 */
export function monthlyCost(terms: AnnuityTerms): number {
  return Math.max(0, Math.round(annuityPayment(terms)));
}
