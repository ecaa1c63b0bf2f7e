import type { SiteCode } from '@showroom/sites';

/** The markets Showroom sells in. */
export type VatMarket = 'SE' | 'NO' | 'FI' | 'SK' | 'UK';

/**
 * Standard VAT rate per market, as a fraction. Car prices in the search index include VAT; an
 * LCV shows them without it, so this is the one place the rates live.
 * FI is 25.5 % since 1 Sep 2024, SK 23 % since 1 Jan 2025.
 */
export const VAT_RATES: Readonly<Record<VatMarket, number>> = {
  SE: 0.25,
  NO: 0.25,
  FI: 0.255,
  SK: 0.23,
  UK: 0.2,
};

/** Which market each site sells in. */
export const SITE_MARKETS: Readonly<Record<SiteCode, VatMarket>> = {
  'carstore-fi': 'FI',
  'carstore-no': 'NO',
  'carstore-se': 'SE',
  'carstore-sk': 'SK',
  'dealergroup-se': 'SE',
  'dealergroup-no': 'NO',
  'premium-uk': 'UK',
};

// Callers that do not know the site (older ones) still get a rate where the currency names one
// market; EUR is used in two markets with different rates, so it names none.
const CURRENCY_MARKETS: Readonly<Record<string, VatMarket>> = { SEK: 'SE', NOK: 'NO', GBP: 'UK' };

/** The VAT rate of the site's market, or of the currency's market when no site is given; undefined when unknown. */
export function vatRateFor(site: SiteCode | undefined, currency?: string | null): number | undefined {
  const market = site ? SITE_MARKETS[site] : currency ? CURRENCY_MARKETS[currency] : undefined;
  return market ? VAT_RATES[market] : undefined;
}

/** An amount that includes VAT at `rate`, without it, rounded to a whole unit. */
export function withoutVat(amountInclVat: number, rate: number): number {
  return Math.round(amountInclVat / (1 + rate));
}
