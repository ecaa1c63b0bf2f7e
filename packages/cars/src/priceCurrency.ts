import type { Currency } from '@showroom/sites';

const CURRENCIES: readonly Currency[] = ['SEK', 'NOK', 'EUR', 'GBP'];

/** The car's price currency when it is one the sites use, else the site's own (a bad code must not break formatting). */
export function priceCurrency(code: string | null | undefined, siteCurrency: Currency): Currency {
  return CURRENCIES.find((c) => c === code) ?? siteCurrency;
}
