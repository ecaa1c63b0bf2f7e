// The one list of site codes, without zod: @showroom/sites takes its SITE_CODES from here, which every page
// runs, and ./market's siteCodeSchema is built from it.

/** The seven site codes. */
export const SITE_CODE_VALUES = ['carstore-fi', 'carstore-no', 'carstore-se', 'carstore-sk', 'dealergroup-se', 'dealergroup-no', 'premium-uk'] as const;
