import type { Language } from '@showroom/sites';
import { cachedFormatter } from './format/formatterCache';
import { intlLocaleFor } from './locales';

/** Plural forms; `few`/`many` are for languages that have them (Slovak: 2-4 "autá", 5+ "áut"). */
export interface PluralForms {
  one: string;
  other: string;
  few?: string;
  many?: string;
}

const pluralRules = cachedFormatter((locale) => new Intl.PluralRules(locale));

/** Picks the plural form for a count by the language's Intl.PluralRules; missing forms fall back to `other`. */
export function plural(language: Language, count: number, forms: PluralForms): string {
  const category = pluralRules(intlLocaleFor(language)).select(count);
  if (category === 'one' || category === 'few' || category === 'many') return forms[category] ?? forms.other;
  return forms.other;
}
