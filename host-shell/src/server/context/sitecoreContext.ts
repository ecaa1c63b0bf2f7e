import { getSite, localeFromPath, siteFromHost, type Language, type SiteDefinition } from '@showroom/sites';

/** Spec 1 §8: a request without a site name or language cannot be served. */
export class NoSitecoreContextError extends Error {
  constructor(readonly reason: string) {
    super('No Sitecore context found');
  }
}

/** The site and language a request is for; throws NoSitecoreContextError when either is missing. */
export function sitecoreContext(host: string | undefined, path: string, lookup: (code: string) => SiteDefinition = getSite): { site: SiteDefinition; language: Language } {
  const code = siteFromHost(host);
  if (!code) throw new NoSitecoreContextError(`no site for host ${host ?? '(none)'}`);
  const site = lookup(code);
  if (!site.name || site.locales.length === 0) throw new NoSitecoreContextError(`site ${code} has no name or language`);
  return { site, language: localeFromPath(site, path).locale.language };
}
