import { interpolate } from '@showroom/i18n';
import type { CompanyLeasingQuote } from './companyLeasingCalculator';
import type { LoanQuote } from './loanCalculator';

// Disclaimers carry numbered placeholders {0}, {1}, ... (spec 2 "Loan option"; the form is the one
// in packages/contracts financing.ts and the sandbox's texts). The spec does not list what each
// number stands for; the order below is the one the upstream texts use:
//   loan:            {0} monthly cost, {1} months, {2} down payment, {3} interest rate
//   company leasing: {0} monthly cost, {1} months (then, by the same pattern, {2} first fee, {3} interest rate)

/** How numbers are written into a disclaimer; the page passes its locale's formatters. */
export interface DisclaimerFormat {
  /** An amount of money, e.g. "2 713 kr". */
  money(amount: number): string;
  /** A plain number such as a rate or a count of months, e.g. "4,95". */
  number(value: number): string;
}

/** Fills {0}, {1}, ... with `values` in order; a placeholder with no value is left as written so the gap shows. */
export function fillPlaceholders(template: string, values: readonly (string | number)[]): string {
  return interpolate(template, Object.fromEntries(values.map((value, index) => [String(index), value])));
}

/** The loan disclaimer for the current figures; empty when the option has none. */
export function loanDisclaimer(template: string | undefined, quote: LoanQuote, format: DisclaimerFormat): string {
  if (!template) return '';
  return fillPlaceholders(template, [
    format.money(quote.monthlyCost),
    format.number(quote.months),
    format.money(quote.downPayment),
    format.number(quote.interestRate),
  ]);
}

/** The company leasing disclaimer for the current figures (amounts without VAT); empty when the option has none. */
export function companyLeasingDisclaimer(template: string | undefined, quote: CompanyLeasingQuote, format: DisclaimerFormat): string {
  if (!template) return '';
  return fillPlaceholders(template, [
    format.money(quote.monthlyCost),
    format.number(quote.months),
    format.money(quote.firstFee),
    format.number(quote.interestRate),
  ]);
}
