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
