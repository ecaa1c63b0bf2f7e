import { isTextsLanguage, LANGUAGE_TEXTS } from '@showroom/i18n/language-texts';
import type { Language } from '@showroom/sites';

/**
 * Starts loading the texts of every element of `tags` already in the page, by its `locale` attribute. The generated
 * embed entry calls it before its async boundary, so a language's texts arrive beside the shared modules rather than
 * after them; builtInTexts' loadBuiltInTexts then takes the same chunk. It imports nothing shared: at this point the
 * embed has not joined a share scope yet.
 */
export function prefetchTexts(tags: readonly string[], doc: Document = document): void {
  if (tags.length === 0) return;
  const languages = new Set<Language>();
  for (const element of doc.querySelectorAll(tags.join(','))) {
    const locale = element.getAttribute('locale');
    if (isTextsLanguage(locale)) languages.add(locale);
  }
  for (const language of languages) void LANGUAGE_TEXTS[language]().catch(() => undefined);
}
