import type { Language } from '@showroom/sites';
import type { PluralForms } from '../plural';

/** A message is a text with `{name}` placeholders, or plural forms chosen by `{count}`. */
export type MessageValue = string | PluralForms;

/**
 * One domain's messages in every language. Typing each domain as `Translations<XMessages>`
 * makes a key missing (or misspelt) in any language a type error.
 */
export type Translations<T extends Record<keyof T, MessageValue>> = Record<Language, T>;
