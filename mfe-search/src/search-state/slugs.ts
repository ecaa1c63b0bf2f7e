/** URL slug of a text: lower case, ascii, hyphens (the same rule as the seed's car and page slugs). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/[öø]/g, 'o')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

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
