import type { Currency } from '@showroom/sites';
import { cachedFormatter } from './formatterCache';
import { formatNumber } from './number';

// Kronor are always written "249 900 kr", also on the English pages of the Swedish and
// Norwegian sites, where Intl's en-GB would give "SEK 249,900". The grouping still follows
// the page's locale. The separator before "kr" is a no-break space, as Intl's sv-SE/nb-NO use.
const KRONA_SUFFIX = '\u00a0kr';

const wholeAmountsIn = (currency: 'EUR' | 'GBP') =>
  cachedFormatter((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }));
const euroOrPound = { EUR: wholeAmountsIn('EUR'), GBP: wholeAmountsIn('GBP') };

/** Formats a price without decimals: kronor as "<n> kr", EUR and GBP as Intl does for the locale. */
export function formatPrice(amount: number, currency: Currency, intlLocale: string): string {
  if (currency === 'SEK' || currency === 'NOK') return formatNumber(amount, intlLocale) + KRONA_SUFFIX;
  return euroOrPound[currency](intlLocale).format(amount);
}
