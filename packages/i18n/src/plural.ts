import type { Language } from '@showroom/sites';
import { intlLocaleFor } from './locales';

/** Plural forms; `few`/`many` are for languages that have them (Slovak: 2-4 "autá", 5+ "áut"). */
export interface PluralForms {
  one: string;
  other: string;
  few?: string;
  many?: string;
}

const rulesCache = new Map<Language, Intl.PluralRules>();

/** Picks the plural form for a count by the language's Intl.PluralRules; missing forms fall back to `other`. */
export function plural(language: Language, count: number, forms: PluralForms): string {
  let rules = rulesCache.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocaleFor(language));
    rulesCache.set(language, rules);
  }
  const category = rules.select(count);
  if (category === 'one' || category === 'few' || category === 'many') return forms[category] ?? forms.other;
  return forms.other;
}
