import type { Language } from '@showroom/sites';

/** Every language the sites use; the order is the one dictionaries are checked in. */
export const LANGUAGES = ['sv', 'nb', 'fi', 'sk', 'en'] as const satisfies readonly Language[];

// The site matrix pairs each language with one Intl tag; English is British on every site
// that has it (dealergroup-se/-no `/en` and premium-uk), so en-GB is the default here too.
const INTL_LOCALES: Record<Language, string> = {
  sv: 'sv-SE',
  nb: 'nb-NO',
  fi: 'fi-FI',
  sk: 'sk-SK',
  en: 'en-GB',
};

/** The default BCP 47 tag for a language (prefer the site locale's own `intl` when you have it). */
export function intlLocaleFor(language: Language): string {
  return INTL_LOCALES[language];
}
