import type { Language } from '@showroom/sites';
import { dictionaries, type Messages } from './dictionary';

/**
 * The built-in texts of a language. The host's browser build swaps this module for pageTexts.ts, which holds only
 * the page's language (issue 14: every language's texts were 21 kB of each page's JavaScript).
 */
export function textsOf(language: Language): Messages {
  return dictionaries[language];
}

/** Texts a host page carries are already built in here; the server and the partner embeds have every language. */
export function providePageTexts(_language: Language, _messages: Messages): void {}

/** This build has every text built in: the server's, the tests' and a monolith's (registeredTexts.ts is a remote's). */
export function registerTexts(_dictionaries: Partial<Record<Language, Partial<Messages>>>): void {}
