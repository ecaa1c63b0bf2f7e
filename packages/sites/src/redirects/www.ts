import { SITES } from '../matrix';
import { REDIRECT_STATUS } from './engine';
import type { RedirectRequest, RedirectResult } from './types';

/**
 * dealergroup-se only: a request on `www.<host>` goes permanently to the bare host with the same path and query.
 * Returns null for any other host (only the site's own hosts qualify, so this cannot be aimed elsewhere).
 */
export function wwwToBare(request: RedirectRequest): RedirectResult | null {
  const host = request.host.trim().toLowerCase().replace(/:\d+$/, '');
  if (!host.startsWith('www.')) return null;
  const bare = host.slice(4);
  const hosts = SITES['dealergroup-se'].hosts;
  if (!hosts.includes(host) || !hosts.includes(bare)) return null;
  const path = request.path.startsWith('/') ? request.path : `/${request.path}`;
  const qs = request.query.toString();
  return { location: `https://${bare}${path}${qs ? `?${qs}` : ''}`, status: REDIRECT_STATUS };
}
