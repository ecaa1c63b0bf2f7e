import type { SiteCode } from './siteCodes';

export type Language = 'sv' | 'nb' | 'fi' | 'sk' | 'en';
export type Currency = 'SEK' | 'NOK' | 'EUR' | 'GBP';
/**
 * Brand themes of the spec plus one default per site family. packages/ui ships a theme of each name; the host
 * hands a site's theme to ui's ThemeRoot, so a name here that ui lacks does not compile (ui imports no domain package).
 */
export type ThemeName = 'mercedes' | 'smart' | 'mini' | 'bmw' | 'carstore' | 'dealergroup' | 'premium';

/** Pages that a remote renders; the host maps each kind to a remote module. */
export type PageKind =
  | 'carList'
  | 'carDetail'
  | 'dealers'
  | 'serviceBooking'
  | 'tireHotel'
  | 'kits'
  | 'sellCar'
  | 'workshopBooking'
  | 'stories';

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
