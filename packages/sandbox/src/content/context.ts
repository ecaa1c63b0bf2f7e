import { findLocale, getSite, type Language, type SiteDefinition } from '@showroom/sites';

/** The arguments graphql-js hands a root resolver. */
export type Args = Record<string, unknown>;

/** A string argument, or undefined. */
export const str = (args: Args, key: string): string | undefined => (typeof args[key] === 'string' ? args[key] : undefined);

/** A list-of-strings argument, or undefined. */
export const strings = (args: Args, key: string): string[] | undefined => {
  const value = args[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
};

/** Site and language of a query; throws "Unknown site name: X" for an unknown site and names an unknown language. */
export function context(args: Args): { site: SiteDefinition; language: Language } {
  const siteName = str(args, 'site') ?? '';
  const site = getSite(siteName);
  const language = str(args, 'language');
  const locale = language ? findLocale(site, language) : site.locales[0];
  if (!locale) throw new Error(`Unknown language ${language} for site ${siteName}`);
  return { site, language: locale.language };
}
