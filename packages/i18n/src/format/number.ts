/** Formats a whole number with the locale's digit grouping (no decimals). */
export function formatNumber(value: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 }).format(value);
}
