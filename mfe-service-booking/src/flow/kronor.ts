import { formatPrice, intlLocaleFor } from '@showroom/i18n';
import type { Language } from '@showroom/sites';

/**
 * Spec 3 §9: an amount of kronor, e.g. "1 234 kr" (no-break spaces, as Intl groups sv-SE). Mechmate prices are
 * kronor whatever the page's language; the grouping follows the language.
 */
export function kronor(amount: number, language: Language): string {
  return formatPrice(amount, 'SEK', intlLocaleFor(language));
}
