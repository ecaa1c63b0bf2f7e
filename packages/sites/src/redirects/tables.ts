import type { SiteCode } from '../siteCodes';
import { matchRedirect } from './engine';
import type { RedirectRequest, RedirectResult, RedirectRule } from './types';
import { wwwToBare } from './www';
import { rules as carstoreFi } from './carstoreFi';
import { rules as carstoreNo } from './carstoreNo';
import { rules as carstoreSe } from './carstoreSe';
import { rules as carstoreSk } from './carstoreSk';
import { rules as dealergroupNo } from './dealergroupNo';
import { rules as dealergroupSe, allowedHosts as dealergroupSeAllowed } from './dealergroupSe';
import { rules as premiumUk } from './premiumUk';

const TABLES: Record<SiteCode, readonly RedirectRule[]> = {
  'carstore-fi': carstoreFi,
  'carstore-no': carstoreNo,
  'carstore-se': carstoreSe,
  'carstore-sk': carstoreSk,
  'dealergroup-se': dealergroupSe,
  'dealergroup-no': dealergroupNo,
  'premium-uk': premiumUk,
};

const ALLOWED_HOSTS: Record<SiteCode, readonly string[]> = {
  'carstore-fi': [],
  'carstore-no': [],
  'carstore-se': [],
  'carstore-sk': [],
  'dealergroup-se': dealergroupSeAllowed,
  'dealergroup-no': [],
  'premium-uk': [],
};

/** The site's redirect table, in order (first match wins). */
export function redirectsFor(siteCode: SiteCode): readonly RedirectRule[] {
  return TABLES[siteCode];
}

/** External hosts the site's redirects may point to. */
export function redirectAllowedHostsFor(siteCode: SiteCode): readonly string[] {
  return ALLOWED_HOSTS[siteCode];
}

/** The redirect for a request on a site: the www -> bare host rule (dealergroup-se), then the site's table. */
export function redirectFor(siteCode: SiteCode, request: RedirectRequest): RedirectResult | null {
  if (siteCode === 'dealergroup-se') {
    const www = wwwToBare(request);
    if (www) return www;
  }
  return matchRedirect(TABLES[siteCode], request, { allowedHosts: ALLOWED_HOSTS[siteCode] });
}
