import { formatNumber } from './number';

/** Swedish/Norwegian "mil" (10 km), kilometres, or UK miles. The value is already in this unit. */
export type MileageUnit = 'mil' | 'km' | 'miles';

// When the caller gives no locale, the unit tells the market well enough to group digits:
// "mil" is Swedish, miles are British, km is used with a space-grouping locale everywhere else.
const DEFAULT_LOCALE: Record<MileageUnit, string> = { mil: 'sv-SE', km: 'fi-FI', miles: 'en-GB' };

/** Formats a mileage as "<n> <unit>", e.g. "1 234 mil", "12 345 km", "12,345 miles". */
export function formatMileage(value: number, unit: MileageUnit, intlLocale?: string): string {
  return `${formatNumber(value, intlLocale ?? DEFAULT_LOCALE[unit])}\u00a0${unit}`;
}
