import * as z from '@showroom/contracts/z';
import { CONTACT_FIELD_MAX, EMAIL_PATTERN, PHONE_PATTERN, type ContactRuleError } from './contactRuleErrors';

/** A required text, trimmed first, so spaces alone are missing and not malformed. */
export function requiredText(max: number) {
  return z.string().check(z.trim()).check(z.minLength(1, 'required' satisfies ContactRuleError)).check(z.maxLength(max));
}

/** The phone rule: required, trimmed, then PHONE_PATTERN. */
export const phoneRule = requiredText(CONTACT_FIELD_MAX.phone).check(z.regex(PHONE_PATTERN, 'invalidPhone' satisfies ContactRuleError));

/** The e-mail rule: required, trimmed, then EMAIL_PATTERN. */
export const emailRule = requiredText(CONTACT_FIELD_MAX.email).check(z.regex(EMAIL_PATTERN, 'invalidEmail' satisfies ContactRuleError));
