import type { FinanceBlock, FinanceNotification, FinanceParameters, FinanceQuotation, FinanceQuote } from '@showroom/contracts/codeweaver';
import { formatMiles, formatPence, formatPounds, quoteTermsOf, type FinanceOffer } from '../data/financeProducts';
import { depositForPayment, quoteFigures } from './finance';
import { encodeQuoteRef } from './quoteRef';

/** Where the links out of a quote go (the finance provider's pages; not served by the sandbox). */
export const APPLY_BASE = 'https://apply.codeweaver.example';

const noQuote = (code: string, message: string): FinanceQuotation => ({ Blocks: [], Finance: { Notifications: [{ Type: 'Error', Code: code, Message: message }] }, Quote: null });

/** An offer's contract settled for a term, mileage and deposit: the quote and its representative example. */
export function settledQuote(offer: FinanceOffer, term: number, mileage: number | null, cashDeposit: number, seed: number): { quote: FinanceQuote; blocks: FinanceBlock[] } {
  const figures = quoteFigures(quoteTermsOf(offer, term, mileage, cashDeposit));
  const ref = encodeQuoteRef({ carId: offer.carId, family: offer.family, term, cashDeposit, mileage }, seed);
  const link = (page: string) => `${APPLY_BASE}/${page}?quoteRef=${encodeURIComponent(ref)}`;
  const quote: FinanceQuote = {
    QuoteReference: ref,
    FamilyKey: offer.family,
    ProductName: offer.name,
    CashPrice: figures.cashPrice,
    Term: term,
    CashDeposit: figures.cashDeposit,
    DepositContribution: figures.depositContribution,
    TotalDeposit: figures.totalDeposit,
    AmountOfCredit: figures.amountOfCredit,
    NumberOfRegularPayments: figures.months,
    TotalRegularPayment: figures.regularPayment,
    FinalPayment: figures.finalPayment,
    OptionToPurchaseFee: offer.optionToPurchaseFee,
    TotalAmountPayable: figures.totalAmountPayable,
    TotalChargeForCredit: figures.totalChargeForCredit,
    InterestRate: offer.annualRatePercent,
    Apr: figures.apr,
    AnnualMileage: mileage,
    ExcessMileageRate: offer.excessMileageRate,
    QuoteActions: { Apply: link('apply'), Reserve: link('reserve'), PartExchange: link('part-exchange') },
  };
  const blocks: FinanceBlock[] = [
    { Key: 'CashPrice', Title: 'Cash price', DisplayValue: formatPence(figures.cashPrice) },
    { Key: 'CashDeposit', Title: 'Customer deposit', DisplayValue: formatPence(figures.cashDeposit) },
    ...(figures.depositContribution > 0 ? [{ Key: 'DepositContribution', Title: 'Dealer deposit contribution', DisplayValue: formatPence(figures.depositContribution) }] : []),
    { Key: 'AmountOfCredit', Title: 'Total amount of credit', DisplayValue: formatPence(figures.amountOfCredit) },
    { Key: 'RegularPayments', Title: `${figures.months} monthly payments of`, DisplayValue: formatPence(figures.regularPayment) },
    { Key: 'FinalPayment', Title: offer.family === 'PCP' ? 'Optional final payment' : 'Option to purchase fee', DisplayValue: formatPence(figures.finalPayment) },
    { Key: 'TotalAmountPayable', Title: 'Total amount payable', DisplayValue: formatPence(figures.totalAmountPayable) },
    { Key: 'TotalChargeForCredit', Title: 'Total charge for credit', DisplayValue: formatPence(figures.totalChargeForCredit) },
    { Key: 'InterestRate', Title: 'Fixed rate of interest p.a.', DisplayValue: `${offer.annualRatePercent.toFixed(2)}%` },
    { Key: 'Apr', Title: 'Representative APR', DisplayValue: `${figures.apr.toFixed(1)}% APR` },
    ...(mileage !== null && offer.excessMileageRate !== null
      ? [
          { Key: 'AnnualMileage', Title: 'Annual mileage', DisplayValue: formatMiles(mileage) },
          { Key: 'ExcessMileage', Title: 'Excess mileage charge', DisplayValue: `${offer.excessMileageRate}p per mile` },
        ]
      : []),
  ];
  return { quote, blocks };
}

/**
 * Codeweaver's cfd answer for one product and the visitor's parameters. A term or mileage the
 * product does not offer gives an Error notification and no quote; a deposit (or the deposit a
 * wanted payment needs) outside the product's range is clamped into it, with a Warning.
 */
export function quotationFor(offer: FinanceOffer, parameters: FinanceParameters, seed: number): FinanceQuotation {
  const notifications: FinanceNotification[] = [];
  if (!offer.terms.includes(parameters.Term)) return noQuote('InvalidTerm', `Term must be one of ${offer.terms.join(', ')} months for ${offer.name}`);
  let mileage: number | null = null;
  if (offer.mileages && offer.defaultMileage !== null) {
    mileage = parameters.AnnualMileage ?? offer.defaultMileage;
    if (!offer.mileages.includes(mileage)) return noQuote('InvalidMileage', `AnnualMileage must be one of ${offer.mileages.join(', ')} for ${offer.name}`);
    if (parameters.AnnualMileage === undefined) notifications.push({ Type: 'Information', Code: 'DefaultMileage', Message: `Quoted at ${formatMiles(mileage)} a year` });
  }
  const byPayment = parameters.CalculationType === 'RegularPayment';
  let deposit = byPayment
    ? depositForPayment(quoteTermsOf(offer, parameters.Term, mileage, 0), parameters.RegularPayment ?? 0)
    : Math.round((parameters.CashDeposit ?? 0) * 100) / 100;
  if (deposit < offer.depositMinimum) {
    notifications.push(
      byPayment
        ? { Type: 'Warning', Code: 'PaymentTooHigh', Message: `The highest monthly payment over ${parameters.Term} months is with the minimum deposit of ${formatPounds(offer.depositMinimum)}` }
        : { Type: 'Warning', Code: 'DepositBelowMinimum', Message: `The minimum deposit is ${formatPounds(offer.depositMinimum)}` },
    );
    deposit = offer.depositMinimum;
  } else if (deposit > offer.depositMaximum) {
    notifications.push(
      byPayment
        ? { Type: 'Warning', Code: 'PaymentTooLow', Message: `The lowest monthly payment over ${parameters.Term} months is with the maximum deposit of ${formatPounds(offer.depositMaximum)}` }
        : { Type: 'Warning', Code: 'DepositAboveMaximum', Message: `The maximum deposit is ${formatPounds(offer.depositMaximum)}` },
    );
    deposit = offer.depositMaximum;
  }
  const { quote, blocks } = settledQuote(offer, parameters.Term, mileage, deposit, seed);
  return { Blocks: blocks, Finance: { Notifications: notifications }, Quote: quote };
}

/** The terms and conditions of a settled quote, with its representative example. */
export function termsAndConditions(offer: FinanceOffer, quote: FinanceQuote): string {
  const pcp = offer.family === 'PCP';
  return [
    `Representative example (${offer.name}): cash price ${formatPence(quote.CashPrice)}, total deposit ${formatPence(quote.TotalDeposit)}` +
      `${quote.DepositContribution > 0 ? ` including a dealer deposit contribution of ${formatPence(quote.DepositContribution)}` : ''}, ` +
      `total amount of credit ${formatPence(quote.AmountOfCredit)}, ${quote.NumberOfRegularPayments} monthly payments of ${formatPence(quote.TotalRegularPayment)}, ` +
      `${pcp ? 'optional final payment' : 'option to purchase fee'} ${formatPence(quote.FinalPayment)}, total amount payable ${formatPence(quote.TotalAmountPayable)}, ` +
      `total charge for credit ${formatPence(quote.TotalChargeForCredit)}, fixed rate of interest ${quote.InterestRate.toFixed(2)}% p.a., ${quote.Apr.toFixed(1)}% APR representative.`,
    pcp && quote.AnnualMileage !== null
      ? `Based on ${formatMiles(quote.AnnualMileage)} a year. An excess mileage charge of ${quote.ExcessMileageRate ?? 0}p per mile applies if the vehicle is returned. ` +
        `At the end of the agreement you may pay the optional final payment to own the vehicle, return it, or part-exchange it.`
      : `Ownership passes to you when every payment, including the option to purchase fee, has been made.`,
    'Finance is subject to status and available to UK residents aged 18 and over. Guarantees and indemnities may be required. ' +
      'Sandbox Motor Finance plc is authorised and regulated by the Financial Conduct Authority (sandbox data: not a real offer).',
    `Quote reference ${quote.QuoteReference}. Figures are valid for 7 days.`,
  ].join('\n\n');
}
