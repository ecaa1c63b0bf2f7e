import type { NavigationItem } from '@showroom/contracts';

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** True for an href a menu may link to: relative, or with an http(s), mailto or tel scheme (never javascript:). */
export function isSafeHref(href: string): boolean {
  if (!href) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  return !scheme || ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase());
}

/** Where an item links to: its external link's href when it has one, else its path; null when neither is usable. */
export function itemHref(item: NavigationItem): string | null {
  const href = (item.externalLink?.href || item.url.path || '').trim();
  return isSafeHref(href) ? href : null;
}

/** True when a link opens in a new tab: the platform's 'external' link type, or an absolute http(s) address. */
export function opensInNewTab(href: string, linktype?: string | null): boolean {
  return linktype?.trim().toLowerCase() === 'external' || /^(https?:)?\/\//i.test(href);
}

/** The attributes of a link that opens in a new tab; noopener keeps the new page from reaching this one. */
export const NEW_TAB_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;
