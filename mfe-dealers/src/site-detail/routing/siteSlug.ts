/** The longest slug a site page accepts; the site card contract allows no longer ones. */
export const MAX_SLUG_LENGTH = 200;

// Letters, digits, '-' and '_': what slugs are made of. Anything else (a space, a dot, an encoded slash) is no slug.
const SLUG = /^[\p{L}\p{N}_-]+$/u;

/**
 * The site's slug from the path segments below the dealers path (spec 2: the slug is the second path
 * segment); null for anything else: no segment, more than one, bad percent-encoding, odd characters, too long.
 */
export function slugFromParams(params: readonly string[]): string | null {
  if (params.length !== 1) return null;
  const raw = params[0] ?? '';
  if (raw.length === 0 || raw.length > MAX_SLUG_LENGTH * 3) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug) ? slug : null;
}

/** A site page's path: the dealers path plus the slug. */
export function sitePagePath(dealersPath: string, slug: string): string {
  return `${dealersPath.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
}
