import { DEFAULT_SITE, SITES } from './matrix';
import { isSiteCode, type SiteCode } from './siteCodes';
import type { SiteDefinition } from './types';

export * from './sitePaths';

/** Thrown for an unknown site name (spec 2, error catalogue: "Unknown site name: error thrown"). */
export class UnknownSiteError extends Error {
  constructor(name: string) {
    super(`Unknown site name: ${name}`);
    this.name = 'UnknownSiteError';
  }
}

/** The site definition for a code; throws UnknownSiteError for anything else. */
export function getSite(code: string): SiteDefinition {
  if (!isSiteCode(code)) throw new UnknownSiteError(code);
  return SITES[code];
}

/**
 * Resolves the site from a Host header: `<code>.localhost[:port]`, bare `localhost` or an IP
 * serves the default site, production names come from the matrix. Unknown hosts give null.
 */
export function siteFromHost(hostHeader: string | undefined): SiteCode | null {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (host === '' || host === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host === '[::1]') return DEFAULT_SITE;
  const local = host.match(/^([a-z0-9-]+)\.localhost$/);
  if (local?.[1]) return isSiteCode(local[1]) ? local[1] : null;
  for (const site of Object.values(SITES)) if (site.hosts.includes(host)) return site.code;
  return null;
}

