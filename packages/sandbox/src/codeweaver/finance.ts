// Pure finance maths for the codeweaver sandbox (UK hire purchase and personal contract purchase).
// Payments are monthly, in arrears; interest is a nominal annual rate compounded monthly (rate/12),
// the same convention as the loan calculator of spec 2. A PCP's balloon (the guaranteed minimum
// future value) falls due with the last regular payment.

/** Rounds money to pence. */
export function roundPence(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The monthly rate of a nominal annual rate in percent. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/** APR in percent (one decimal) of a nominal annual rate compounded monthly: (1 + r/12)^12 - 1. */
export function aprPercent(annualRatePercent: number): number {
  return Math.round((Math.pow(1 + monthlyRate(annualRatePercent), 12) - 1) * 1000) / 10;
}

/**
 * The regular payment (unrounded) that repays `credit` over `months` payments at monthly rate `r`,
 * leaving `balloon` to pay at the end: (credit - balloon / (1+r)^n) * r / (1 - (1+r)^-n).
 */
export function regularPayment(credit: number, balloon: number, r: number, months: number): number {
  if (r === 0) return (credit - balloon) / months;
  const growth = Math.pow(1 + r, months);
  return ((credit - balloon / growth) * r * growth) / (growth - 1);
}

/** The credit (present value) that `payment` a month for `months` plus a final `balloon` repays at rate `r`. */
export function creditForPayment(payment: number, balloon: number, r: number, months: number): number {
  if (r === 0) return payment * months + balloon;
  const growth = Math.pow(1 + r, months);
  return (payment * (growth - 1)) / (r * growth) + balloon / growth;
}

/**
 * The guaranteed minimum future value of a car at the end of a PCP, in percent of its cash price:
 * 58 %, less 0.5 points a month of term, 1 point per 1,000 yearly miles above 10,000 (plus 1 point per
 * 1,000 below), 3 points per year of age; kept between 15 % and 50 %.
 */
export function futureValuePercent(termMonths: number, annualMileage: number, ageYears: number): number {
  const percent = 58 - 0.5 * termMonths - (annualMileage - 10_000) / 1000 - 3 * ageYears;
  return Math.min(50, Math.max(15, percent));
}

/** The guaranteed minimum future value in pounds, rounded down to £5. */
export function futureValue(cashPrice: number, termMonths: number, annualMileage: number, ageYears: number): number {
  return Math.floor((cashPrice * futureValuePercent(termMonths, annualMileage, ageYears)) / 100 / 5) * 5;
}

export interface QuoteFigures {
  cashPrice: number;
  cashDeposit: number;
  depositContribution: number;
  totalDeposit: number;
  amountOfCredit: number;
  months: number;
  regularPayment: number;
  /** Balloon (PCP) plus the option-to-purchase fee. */
  finalPayment: number;
  totalAmountPayable: number;
  totalChargeForCredit: number;
  apr: number;
}

export interface QuoteTerms {
  cashPrice: number;
  cashDeposit: number;
  depositContribution: number;
  months: number;
  annualRatePercent: number;
  /** 0 for hire purchase. */
  balloon: number;
  optionToPurchaseFee: number;
}

/** The figures of a quote, with the regular payment rounded to pence and totals from the rounded payment. */
export function quoteFigures(terms: QuoteTerms): QuoteFigures {
  const totalDeposit = terms.cashDeposit + terms.depositContribution;
  const amountOfCredit = roundPence(terms.cashPrice - totalDeposit);
  const payment = roundPence(regularPayment(amountOfCredit, terms.balloon, monthlyRate(terms.annualRatePercent), terms.months));
  const finalPayment = roundPence(terms.balloon + terms.optionToPurchaseFee);
  const totalAmountPayable = roundPence(totalDeposit + payment * terms.months + finalPayment);
  return {
    cashPrice: terms.cashPrice,
    cashDeposit: terms.cashDeposit,
    depositContribution: terms.depositContribution,
    totalDeposit,
    amountOfCredit,
    months: terms.months,
    regularPayment: payment,
    finalPayment,
    totalAmountPayable,
    totalChargeForCredit: roundPence(totalAmountPayable - terms.cashPrice),
    apr: aprPercent(terms.annualRatePercent),
  };
}

/**
 * The cash deposit, in whole pounds rounded up (so the payment never exceeds the one asked for),
 * that brings the regular payment down to `payment`.
 */
export function depositForPayment(terms: Omit<QuoteTerms, 'cashDeposit'>, payment: number): number {
  const credit = creditForPayment(payment, terms.balloon, monthlyRate(terms.annualRatePercent), terms.months);
  return Math.ceil(terms.cashPrice - terms.depositContribution - credit - 1e-9);
}
