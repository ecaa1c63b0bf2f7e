import type { Car } from '@showroom/contracts';
import type { FinanceFamilyKey, FinanceParameter, FinanceProduct } from '@showroom/contracts/codeweaver';
import { aprPercent, futureValue, quoteFigures, type QuoteTerms } from '../codeweaver/finance';
import { hashString } from '../random';

/** The UK site: codeweaver finances its cars only. */
export const FINANCE_SITE = 'premium-uk';
const RATES = [6.9, 7.9, 8.9, 9.9, 10.9];
const MILEAGES = [5_000, 8_000, 10_000, 12_000, 15_000, 20_000, 25_000];
const OPTION_TO_PURCHASE_FEE = 10;

/** One product offered on one car, with everything a quote needs. */
export interface FinanceOffer {
  carId: string;
  family: FinanceFamilyKey;
  name: string;
  cashPrice: number;
  ageYears: number;
  annualRatePercent: number;
  depositContribution: number;
  terms: number[];
  defaultTerm: number;
  depositMinimum: number;
  depositMaximum: number;
  defaultDeposit: number;
  /** null for hire purchase, which does not depend on mileage. */
  mileages: number[] | null;
  defaultMileage: number | null;
  /** Pence per mile over the agreed mileage (PCP). */
  excessMileageRate: number | null;
  optionToPurchaseFee: number;
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const pence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-GB');
/** £12,345 */
export const formatPounds = (amount: number) => pounds.format(amount);
/** £299.00 */
export const formatPence = (amount: number) => pence.format(amount);
/** 10,000 miles */
export const formatMiles = (miles: number) => `${count.format(miles)} miles`;

/** Whole years since first registration (or since 1 July of the model year), never negative. */
export function ageInYears(car: Pick<Car, 'car_firstregistration' | 'car_year'>, now: Date): number {
  const first = car.car_firstregistration ? new Date(car.car_firstregistration) : car.car_year ? new Date(Date.UTC(car.car_year, 6, 1)) : now;
  const years = (now.getTime() - first.getTime()) / (365.25 * 24 * 3600 * 1000);
  return Number.isFinite(years) ? Math.max(0, Math.floor(years)) : 0;
}

/**
 * The finance offers on a car: hire purchase on every UK car, PCP on cars up to six years old costing
 * at least £5,000, with PCP terms ending before the car is nine. Rate and a £500 dealer deposit
 * contribution (one PCP in four) are derived from the seed and car id, so they are stable.
 */
export function financeOffersFor(car: Car, seed: number, now: Date): FinanceOffer[] {
  if (car.site !== FINANCE_SITE || car.car_price_currency !== 'GBP') return [];
  const cashPrice = car.car_has_campaign_price && car.car_campaign_price ? car.car_campaign_price : car.car_price;
  const hash = hashString(`${seed}:codeweaver:${car.car_id}`);
  const ageYears = ageInYears(car, now);
  const annualRatePercent = RATES[hash % RATES.length] ?? 9.9;
  const depositMinimum = Math.ceil(cashPrice * 0.1);
  const depositMaximum = Math.floor(cashPrice * 0.5);
  const defaultDeposit = Math.min(depositMaximum, Math.ceil(depositMinimum / 100) * 100);
  const offers: FinanceOffer[] = [
    {
      carId: car.car_id,
      family: 'HP',
      name: 'Hire Purchase',
      cashPrice,
      ageYears,
      annualRatePercent,
      depositContribution: 0,
      terms: [12, 24, 36, 48, 60],
      defaultTerm: 48,
      depositMinimum,
      depositMaximum,
      defaultDeposit,
      mileages: null,
      defaultMileage: null,
      excessMileageRate: null,
      optionToPurchaseFee: OPTION_TO_PURCHASE_FEE,
    },
  ];
  const pcpTerms = [24, 36, 48].filter((term) => ageYears * 12 + term <= 108);
  if (ageYears <= 6 && cashPrice >= 5_000 && pcpTerms.length > 0) {
    offers.unshift({
      carId: car.car_id,
      family: 'PCP',
      name: 'Personal Contract Purchase',
      cashPrice,
      ageYears,
      annualRatePercent,
      depositContribution: (hash >>> 8) % 4 === 0 ? 500 : 0,
      terms: pcpTerms,
      defaultTerm: pcpTerms.includes(36) ? 36 : (pcpTerms[pcpTerms.length - 1] ?? 24),
      depositMinimum,
      depositMaximum,
      defaultDeposit,
      mileages: MILEAGES,
      defaultMileage: 10_000,
      excessMileageRate: 6 + Math.floor(cashPrice / 10_000),
      optionToPurchaseFee: OPTION_TO_PURCHASE_FEE,
    });
  }
  return offers;
}

/** The contract terms of an offer for a term, mileage and cash deposit (the PCP balloon from the future value). */
export function quoteTermsOf(offer: FinanceOffer, term: number, mileage: number | null, cashDeposit: number): QuoteTerms {
  return {
    cashPrice: offer.cashPrice,
    cashDeposit,
    depositContribution: offer.depositContribution,
    months: term,
    annualRatePercent: offer.annualRatePercent,
    balloon: offer.family === 'PCP' ? futureValue(offer.cashPrice, term, mileage ?? 10_000, offer.ageYears) : 0,
    optionToPurchaseFee: offer.optionToPurchaseFee,
  };
}

const paymentAt = (offer: FinanceOffer, term: number, deposit: number) => quoteFigures(quoteTermsOf(offer, term, offer.defaultMileage, deposit)).regularPayment;

/** The product as codeweaver's default call answers it. */
export function financeProductOf(offer: FinanceOffer): FinanceProduct {
  // A PCP balloon shrinks with the term, so the extremes are searched over every term.
  const lowest = Math.min(...offer.terms.map((term) => paymentAt(offer, term, offer.depositMaximum)));
  const highest = Math.max(...offer.terms.map((term) => paymentAt(offer, term, offer.depositMinimum)));
  const defaultPayment = paymentAt(offer, offer.defaultTerm, offer.defaultDeposit);
  const values = (list: number[], def: number, display: string): FinanceParameter => ({ Default: def, Values: list, Locale: { DisplayValue: display } });
  return {
    Name: offer.name,
    FamilyKey: offer.family,
    InterestRate: offer.annualRatePercent,
    Apr: aprPercent(offer.annualRatePercent),
    Term: values(offer.terms, offer.defaultTerm, `${offer.defaultTerm} months`),
    Deposit: { Default: offer.defaultDeposit, Minimum: offer.depositMinimum, Maximum: offer.depositMaximum, Step: 100, Locale: { DisplayValue: formatPounds(offer.defaultDeposit) } },
    Payment: {
      Default: defaultPayment,
      Minimum: lowest,
      Maximum: highest,
      Step: 1,
      Locale: { DisplayValue: formatPence(defaultPayment) },
    },
    AnnualMileage: offer.mileages && offer.defaultMileage !== null ? values(offer.mileages, offer.defaultMileage, formatMiles(offer.defaultMileage)) : null,
  };
}
