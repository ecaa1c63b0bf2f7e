import { SITES, type SiteCode } from '@showroom/sites';

// The zone of each market, by the country of its locale; a site without site_timezone is assumed to keep its market's time.
const COUNTRY_ZONES: Record<string, string> = { SE: 'Europe/Stockholm', NO: 'Europe/Oslo', FI: 'Europe/Helsinki', SK: 'Europe/Bratislava', GB: 'Europe/London' };

/** The zone a site's opening hours are in: its own, else its market's, else Stockholm's. */
export function siteTimeZone(site: { site_timezone?: string | null; site?: string | null }): string {
  if (site.site_timezone) return site.site_timezone;
  const market = site.site && site.site in SITES ? SITES[site.site as SiteCode] : undefined;
  const country = market?.locales[0]?.intl.split('-')[1];
  return (country && COUNTRY_ZONES[country]) || 'Europe/Stockholm';
}
