import type { Language } from '@showroom/sites';
import type { Messages } from './dictionary';

/**
 * Each language's built-in texts, loaded on demand: in a remote's browser build each is a chunk of that language
 * only (languages/<language>.ts), so a partner's embed or a single-spa mount downloads the texts it shows and not
 * the other four languages'. Imports nothing shared, so an embed's entry can start a load before its async boundary.
 */
export const LANGUAGE_TEXTS: Record<Language, () => Promise<{ default: Partial<Messages> }>> = {
  sv: () => import(/* webpackChunkName: "texts-sv" */ './languages/sv'),
  nb: () => import(/* webpackChunkName: "texts-nb" */ './languages/nb'),
  fi: () => import(/* webpackChunkName: "texts-fi" */ './languages/fi'),
  sk: () => import(/* webpackChunkName: "texts-sk" */ './languages/sk'),
  en: () => import(/* webpackChunkName: "texts-en" */ './languages/en'),
};

/** Whether `value` names a language of LANGUAGE_TEXTS (an attribute from a partner's page is anything). */
export function isTextsLanguage(value: string | null): value is Language {
  return value !== null && Object.hasOwn(LANGUAGE_TEXTS, value);
}
