export { slugify } from '@showroom/sites';

/**
 * A readable name from a slug when the real spelling is unknown: words split at hyphens, each
 * capitalised, and model codes of letters then digits ("xc60", "x5", "ex30") upper-cased.
 */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => (/^[a-z]{1,3}\d+[a-z]?$/i.test(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join(' ');
}
