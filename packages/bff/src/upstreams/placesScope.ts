import type { LanguageCode, PlaceCountry } from '@showroom/contracts';
import { defaultLocale, getSite, type SiteCode } from '@showroom/sites';

/** The country each site's visitors search places in (a new site does not compile until it is named here). */
const SITE_COUNTRY: Record<SiteCode, PlaceCountry> = {
  'carstore-fi': 'fi',
  'carstore-no': 'no',
  'carstore-se': 'se',
  'carstore-sk': 'sk',
  'dealergroup-se': 'se',
  'dealergroup-no': 'no',
  'premium-uk': 'gb',
};

/**
 * Where and in which language a site's place search looks: its own country, in its default language,
 * whatever page language the visitor reads (spec 3 §5.1: the Swedish booking searches Sweden only, in Swedish).
 */
export function placesScope(site: SiteCode): { country: PlaceCountry; language: LanguageCode } {
  return { country: SITE_COUNTRY[site], language: defaultLocale(getSite(site)).language };
}
