import { formatNumber } from '@showroom/i18n';

/** Totals above this show as the cap and "+" (spec 2 "Car list page", §9). */
export const TOTAL_CAP = 10_000;

/**
 * A car count in the site's number format, capped at 10000: "10 000+" in Swedish (a no-break
 * space groups the digits), "10,000+" in English. The one format of the list's count and the
 * filter panel's. Bad numbers read as 0.
 */
export function formatTotal(total: number, intl: string): string {
  const safe = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  return safe > TOTAL_CAP ? `${formatNumber(TOTAL_CAP, intl)}+` : formatNumber(safe, intl);
}

/** The count that picks the plural form of a capped total. */
export function totalForPlural(total: number): number {
  return Number.isFinite(total) && total > 0 ? Math.min(Math.floor(total), TOTAL_CAP) : 0;
}
