import { intlLocaleFor } from '@showroom/i18n';
import { SITES, type Language, type SiteCode } from '@showroom/sites';

/** The page's language and Intl tag: as given, else the dealer's market's first locale, else Swedish. */
export function pageLanguage(site: { site?: string }, language?: Language, intl?: string): { language: Language; intl: string } {
  const market = site.site && site.site in SITES ? SITES[site.site as SiteCode].locales[0] : undefined;
  const chosen = language ?? market?.language ?? 'sv';
  return { language: chosen, intl: intl ?? (market && market.language === chosen ? market.intl : intlLocaleFor(chosen)) };
}
