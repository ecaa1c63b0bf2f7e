import { contactRuleError } from '@showroom/contracts';
import type { TextKey, Translator } from './translate';

/** The visitor's text for a contact field's error (the contracts' rule keys: required, invalidPhone, invalidEmail); undefined when there is none. */
export function contactErrorText(t: Translator, message: string | undefined): string | undefined {
  const key = contactRuleError(message);
  return key ? t(`common.${key}` satisfies TextKey) : undefined;
}
