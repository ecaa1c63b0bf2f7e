import type { Language } from '@showroom/sites';
import { interpolate, type MessageVars } from './interpolate';
import type { MessageKey, Messages } from './messages/dictionary';
import { textsOf } from './messages/texts';
import type { MessageValue } from './messages/types';
import { plural, type PluralForms } from './plural';

/** Keys whose message has plural forms; they need a `count`. */
export type PluralKey = { [K in MessageKey]: Messages[K] extends PluralForms ? K : never }[MessageKey];
/** Keys whose message is a plain text. */
export type TextKey = Exclude<MessageKey, PluralKey>;

/** Texts from the content platform's dictionary that replace built-in ones, by the same key. */
export type MessageOverrides = Partial<Record<MessageKey, MessageValue>>;

export interface Translator {
  (key: TextKey, vars?: MessageVars): string;
  (key: PluralKey, vars: MessageVars & { count: number }): string;
  readonly language: Language;
}

function render(language: Language, key: MessageKey, message: MessageValue | undefined, vars: MessageVars | undefined): string {
  // A host page carries the texts of its own parts only (textsForPage.ts): a text it lacks shows its key, which a
  // test can find, rather than break the part that asked.
  if (message === undefined) return key;
  if (typeof message === 'string') return interpolate(message, vars);
  // The plural form is picked by `count`; without one the `other` form is the safe reading.
  const count = vars?.count;
  const form = typeof count === 'number' ? plural(language, count, message) : message.other;
  return interpolate(form, vars);
}

/** The text of a key in a language, with `{name}` placeholders filled and plural forms chosen by `count`. */
export function translate(language: Language, key: TextKey, vars?: MessageVars): string;
export function translate(language: Language, key: PluralKey, vars: MessageVars & { count: number }): string;
export function translate(language: Language, key: MessageKey, vars?: MessageVars): string {
  return render(language, key, textsOf(language)[key], vars);
}

/** A translator bound to one language; `overrides` (e.g. the content platform's dictionary) win over built-in texts. */
export function createTranslator(language: Language, overrides: MessageOverrides = {}): Translator {
  const t = (key: MessageKey, vars?: MessageVars): string =>
    render(language, key, overrides[key] ?? textsOf(language)[key], vars);
  return Object.assign(t, { language }) as Translator;
}
