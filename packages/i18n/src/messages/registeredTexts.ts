import type { Language } from '@showroom/sites';
import type { Messages } from './dictionary';

// A remote's browser build uses this module instead of texts.ts (webpack-config remote.cjs). Outside the host (a
// partner's embed, a single-spa root config, a remote's dev page) @showroom/i18n is one shared module for every
// remote on the page, taken from whichever remote registered it first, and each remote's build carries only its own
// texts (ownedTexts.cjs). So the shared module holds no texts of its own: each remote registers its built-in texts
// when it defines its embed, lifecycles or dev page (mfe-runtime builtInTexts.ts), and all of them add up here.
const registered = new Map<Language, Partial<Messages>>();

/** Adds a remote's built-in texts to those translate() reads; a key registered twice keeps the latest text. */
export function registerTexts(dictionaries: Partial<Record<Language, Partial<Messages>>>): void {
  for (const [language, messages] of Object.entries(dictionaries) as [Language, Partial<Messages>][]) {
    registered.set(language, { ...registered.get(language), ...messages });
  }
}

/** The registered texts of a language; none registered is a bug in the entry point, so it says so. */
export function textsOf(language: Language): Messages {
  const messages = registered.get(language);
  if (!messages) throw new Error(`no texts for "${language}": the remote's entry point registers its built-in texts first`);
  // Each remote registers every text its own code asks for (ownedTexts.test.ts keeps the others' keys out of it).
  return messages as Messages;
}

/** Only a host page carries texts to provide (pageTexts.ts). */
export function providePageTexts(_language: Language, _messages: Messages): void {}
