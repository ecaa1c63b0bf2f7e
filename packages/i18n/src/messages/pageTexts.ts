import type { Language } from '@showroom/sites';
import type { Messages } from './dictionary';

// A host page's browser code carries no dictionary: the server writes the page's language into the page
// (documentTail), and bootstrap hands it over here before the first render. Only the host's browser build uses
// this module (webpack-config host.cjs swaps it in for texts.ts); a remote on a partner's page has no host page
// to read, so it keeps the built-in texts.
const provided = new Map<Language, Messages>();

/** Makes a language's texts, read from the page, the ones translate() uses. */
export function providePageTexts(language: Language, messages: Messages): void {
  provided.set(language, messages);
}

/** The page's texts; asking for a language the page did not carry is a bug in the caller, so it says which. */
export function textsOf(language: Language): Messages {
  const messages = provided.get(language);
  if (!messages) throw new Error(`no texts for "${language}" on this page (it carries ${[...provided.keys()].join(', ') || 'none'})`);
  return messages;
}

/** A host page's texts come from the page, every one its language has (registeredTexts.ts is a remote's). */
export function registerTexts(_dictionaries: Partial<Record<Language, Partial<Messages>>>): void {}
