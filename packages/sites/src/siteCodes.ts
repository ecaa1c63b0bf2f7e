import { SITE_CODE_VALUES } from '@showroom/contracts';

/** The seven site codes. The spec says there are seven; ARCHITECTURE.md names the seventh (dealergroup-no). */
export const SITE_CODES = SITE_CODE_VALUES;

export type SiteCode = (typeof SITE_CODES)[number];

/** True when the value is one of the seven site codes. */
export function isSiteCode(value: string): value is SiteCode {
  return (SITE_CODES as readonly string[]).includes(value);
}
