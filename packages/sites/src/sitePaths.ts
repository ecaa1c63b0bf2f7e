import type { Language, PageKind, SiteDefinition, SiteLocale } from './types';

// The paths of a site, from its definition alone: no import of the matrix, so a remote that only builds a link
// from the site the host hands it does not bundle every site's definition (issue 14: 1.1 kB gzip, twice, on the
// home page).

/** Splits a path into the locale it is under and the unprefixed rest. */
export function localeFromPath(site: SiteDefinition, path: string): { locale: SiteLocale; rest: string } {
  for (const locale of site.locales) {
    if (locale.prefix && (path === locale.prefix || path.startsWith(`${locale.prefix}/`))) {
      return { locale, rest: path.slice(locale.prefix.length) || '/' };
    }
  }
  return { locale: defaultLocale(site), rest: path || '/' };
}

/** The site's default (unprefixed) locale. */
export function defaultLocale(site: SiteDefinition): SiteLocale {
  const first = site.locales[0];
  if (!first) throw new Error(`Site ${site.code} has no locale`);
  return first;
}

/** The locale of a site for a language, or undefined when the site lacks it. */
export function findLocale(site: SiteDefinition, language: string): SiteLocale | undefined {
  return site.locales.find((l) => l.language === language);
}

/** The public path of a page kind in a language, or null when the site lacks the feature. */
export function pagePath(site: SiteDefinition, kind: PageKind, language?: Language): string | null {
  const path = site.paths[kind];
  if (path === undefined) return null;
  return localizePath(site, path, language);
}

/** Prefixes an unprefixed path with the language's prefix. */
export function localizePath(site: SiteDefinition, path: string, language?: Language): string {
  const locale = (language && findLocale(site, language)) || defaultLocale(site);
  if (!locale.prefix) return path;
  return path === '/' ? locale.prefix : `${locale.prefix}${path}`;
}

/** The page kind whose path is this unprefixed path (exact or, for car detail and a dealer site, a sub-path). */
export function matchPage(site: SiteDefinition, rest: string): { kind: PageKind; params: string[] } | null {
  const clean = rest.replace(/\/+$/, '') || '/';
  for (const [kind, path] of Object.entries(site.paths) as [PageKind, string][]) {
    if (kind === 'carDetail') continue;
    if (clean === path) return { kind, params: [] };
  }
  // Spec 2 "Breadcrumbs": '{car list}/s/{brand}/{model}' is the car list narrowed to a brand and model.
  const listBase = site.paths.carList;
  if (listBase && clean.startsWith(`${listBase}/s/`)) return { kind: 'carList', params: clean.slice(listBase.length + 3).split('/') };
  const detailBase = site.paths.carDetail;
  // Spec 2: car detail paths are '{base}/{numeric id}/{slug}'; other paths under the base (a brand
  // listing such as /buy-car/used-cars/bmw) are content pages.
  if (detailBase && clean.startsWith(`${detailBase}/`)) {
    const params = clean.slice(detailBase.length + 1).split('/');
    if (/^\d+$/.test(params[0] ?? '')) return { kind: 'carDetail', params };
  }
  // Spec 2 "Dealer site detail page": the slug is the second path segment. Every path below the dealers
  // path goes to the page module, which checks the slug and redirects a malformed or unknown one to the list.
  const dealersBase = site.paths.dealers;
  if (dealersBase && clean.startsWith(`${dealersBase}/`)) return { kind: 'dealerDetail', params: clean.slice(dealersBase.length + 1).split('/') };
  return null;
}
