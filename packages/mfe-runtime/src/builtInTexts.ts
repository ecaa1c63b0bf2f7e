import { registerTexts } from '@showroom/i18n';
import { LANGUAGE_TEXTS } from '@showroom/i18n/language-texts';
import { sectionErrorMessages } from '@showroom/i18n/section-error-texts';
import type { Language } from '@showroom/sites';

let placeholderTexts = false;
const loading = new Map<Language, Promise<void>>();

/**
 * Gives the page's shared i18n the section placeholder's texts in every language, at once: whatever fails later (a
 * language's texts included), the placeholder can be drawn. Outside the host no page carries texts, and the shared
 * module may be another remote's copy, which has only that remote's texts (i18n registeredTexts.ts).
 */
export function registerBuiltInTexts(): void {
  if (placeholderTexts) return;
  placeholderTexts = true;
  registerTexts(sectionErrorMessages);
}

/**
 * Loads and registers this remote's built-in texts of `language`, once (a failed load is tried again by the next
 * call). In a remote's browser build each language is a chunk of its own, so an embed downloads the one it shows.
 */
export function loadBuiltInTexts(language: Language): Promise<void> {
  registerBuiltInTexts();
  const known = loading.get(language);
  if (known) return known;
  const pending = LANGUAGE_TEXTS[language]().then((texts) => registerTexts({ [language]: texts.default }));
  loading.set(language, pending);
  pending.catch(() => {
    if (loading.get(language) === pending) loading.delete(language);
  });
  return pending;
}
