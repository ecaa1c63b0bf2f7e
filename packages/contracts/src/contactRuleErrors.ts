// The contact fields' patterns and error keys, without zod: the texts of a contact error (i18n's contactErrorText)
// are on every page, the zod rules of ./contactRules only where a form validates.

/**
 * Optional plus, then 6 to 20 digits or spaces; the plus is not counted. One rule for every form
 * that asks for a phone number: spec 2 §5 (contact form), spec 3 §5.1 (service booking), §5.2
 * (sell car) and §5.3 (workshop booking) say the same. The tire hotel's mobile number (§5.4, digits
 * and plus only, 8 to 15) is another rule and stays with the tire hotel's contract.
 */
export const PHONE_PATTERN = /^\+?[\d ]{6,20}$/;

/**
 * A standard address shape: local part, @, a domain with dots between non-empty labels and a top
 * level of 2 or more characters (spec 2 §5, spec 3 §5.1-5.4).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Longest accepted texts: the pattern caps a phone number, the limit caps what reaches it. */
export const CONTACT_FIELD_MAX = { phone: 40, email: 254 } as const;

/** What a contact field's error says, as a key each form turns into its own text. */
export const CONTACT_RULE_ERRORS = ['required', 'invalidPhone', 'invalidEmail'] as const;
export type ContactRuleError = (typeof CONTACT_RULE_ERRORS)[number];

const isContactRuleError = (message: string): message is ContactRuleError => (CONTACT_RULE_ERRORS as readonly string[]).includes(message);

/** The error key of a field's message; anything unexpected (a length limit, a type) reads as 'required'. */
export function contactRuleError(message: string | undefined): ContactRuleError | undefined {
  if (message === undefined) return undefined;
  return isContactRuleError(message) ? message : 'required';
}
