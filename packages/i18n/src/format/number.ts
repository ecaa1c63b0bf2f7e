import { cachedFormatter } from './formatterCache';

const wholeNumber = cachedFormatter((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

/** Formats a whole number with the locale's digit grouping (no decimals). */
export function formatNumber(value: number, intlLocale: string): string {
  return wholeNumber(intlLocale).format(value);
}
