import type { SiteCode } from './siteCodes';

export type Language = 'sv' | 'nb' | 'fi' | 'sk' | 'en';
export type Currency = 'SEK' | 'NOK' | 'EUR' | 'GBP';
/**
 * Brand themes of the spec plus one default per site family. packages/ui ships a theme of each name; the host
 * hands a site's theme to ui's ThemeRoot, so a name here that ui lacks does not compile (ui imports no domain package).
 */
export type ThemeName = 'mercedes' | 'smart' | 'mini' | 'bmw' | 'carstore' | 'dealergroup' | 'premium';

/**
 * The page registry: the kinds of page a site can have at a fixed path (spec 1 §1 names car list, car detail,
 * leasing, kits, feedback, booking and login). The host renders a kind with the remote module the catalogue maps
 * it to (packages/contracts pageModule); a kind no remote renders (stories, workshop booking, leasing, feedback,
 * login) is a content page, its body the content blocks of its route.
 */
export const PAGE_KINDS = [
  'carList',
  'carDetail',
  'dealers',
  // One dealer site's page: '{dealers path}/{slug}', so it has no path of its own in the matrix (matchPage).
  'dealerDetail',
  'serviceBooking',
  'tireHotel',
  'kits',
  'sellCar',
  'workshopBooking',
  'stories',
  'leasing',
  'feedback',
  'login',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export type Feature =
  | 'deductibleVatBadge'
  | 'loanCalculators'
  | 'creditWarning'
  | 'serviceBookingButtonOnDealerPages'
  | 'ukFinance';

export interface SiteLocale {
  language: Language;
  /** BCP 47 tag used with Intl. */
  intl: string;
  /** '' for the default language, '/en' style for the others. */
  prefix: string;
}

export interface SiteDefinition {
  code: SiteCode;
  /** The site's public name, shown in titles. */
  name: string;
  family: 'carstore' | 'dealergroup' | 'premium';
  locales: readonly SiteLocale[];
  currency: Currency;
  theme: ThemeName;
  titleTemplate: string;
  /** Production host names; `<code>.localhost` is always accepted. */
  hosts: readonly string[];
  /** Unprefixed paths of the pages this site has. A page kind that is absent is a feature the site lacks. */
  paths: Partial<Record<PageKind, string>>;
  features: readonly Feature[];
  /**
   * Form-builder forms whose answers this site's pages show (spec 2 §7 "Form builder"), by form id,
   * with the questions (answer names) a page may show. Never a personal one: the BFF serves nothing else.
   */
  jotformForms?: Readonly<Record<string, readonly string[]>>;
}
