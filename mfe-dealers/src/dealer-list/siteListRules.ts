import type { SiteCard } from '@showroom/contracts';

/** Spec 2 §9: the site search box appears only above 8 results. */
export const SITE_SEARCH_THRESHOLD = 8;

export const showsSiteSearch = (total: number): boolean => total > SITE_SEARCH_THRESHOLD;

// Case and accents are ignored, so "malmo" finds Malmö and "GOTEBORG" finds Göteborg.
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The sites whose official name or city contain every word of the query, in their original order. */
export function filterSites(sites: readonly SiteCard[], query: string): SiteCard[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sites];
  return sites.filter((site) => {
    const haystack = fold(`${site.site_official_name} ${site.site_city ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** A tel: link for a phone number as people write it ("+46 31-123 45 67" -> "tel:+46311234567"). */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A mailto: link, or null for something that is not an address. */
export function mailtoHref(email: string): string | null {
  const trimmed = email.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
}

/** The site detail path: the dealers path plus the site's slug. */
export function siteDetailPath(dealersPath: string, slug: string): string {
  return `${dealersPath.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
}
