import type { PageRoute } from '@showroom/contracts';
import { compileSource, matchPage, redirectsFor, type SiteDefinition } from '@showroom/sites';
import type { SitePage } from './routes';

/** Brand segments that give a page its brand theme (spec 1 §1 "Brand theme values"). */
const BRAND_DESIGNS: readonly [RegExp, NonNullable<PageRoute['BrandDesign']>][] = [
  [/^mercedes(-benz)?$/i, 'mercedes'],
  [/^smart$/i, 'smart'],
  [/^mini$/i, 'mini'],
  [/^bmw$/i, 'bmw'],
];

/** The brand theme of a path: the first segment naming one of the four themed brands. */
export function brandDesignOf(path: string): PageRoute['BrandDesign'] {
  for (const segment of path.split('/')) {
    const hit = BRAND_DESIGNS.find(([pattern]) => pattern.test(segment));
    if (hit) return hit[1];
  }
  return null;
}

const titleOf = (path: string) => {
  const last = decodeURIComponent(path.split('/').filter(Boolean).pop() ?? '');
  const words = last.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The content platform has a page at every place a redirect of the site points to: a redirect that
 * lands on a 404 would be a broken link. Destinations are patterns ('/find-us/{dealer}'), so a path
 * is a page when it matches one; pages a remote renders (the car list) are not content pages.
 */
export function redirectTargetPage(site: SiteDefinition, path: string): SitePage | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/' || matchPage(site, clean)) return undefined;
  const hit = redirectsFor(site.code).some((rule) => {
    if (!rule.destination.startsWith('/')) return false;
    const target = rule.destination.split('?')[0] ?? '/';
    // A destination that starts with a placeholder ('/{path*}': the same path without a prefix)
    // names no section of its own.
    if (target === '/' || /^\/\{/.test(target)) return false;
    try {
      return matchesSource(target, clean);
    } catch {
      return false;
    }
  });
  return hit ? { path: clean, title: titleOf(clean), pageKind: null, hidden: true } : undefined;
}

function matchesSource(pattern: string, path: string): boolean {
  const compiled = compileSource(pattern);
  const segments = path.split('/').filter(Boolean);
  if (compiled.wildcard === null ? segments.length !== compiled.segments.length : segments.length < compiled.segments.length) return false;
  return compiled.segments.every((segment, i) => segment.regex.test(decodeURIComponent(segments[i] ?? '')));
}
