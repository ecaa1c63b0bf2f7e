import { swedishRegNoSchema } from '@showroom/contracts/mechmate';

/** Spec 3 §5.1 and §9: the registration field holds at most 6 characters. */
export const REGISTRATION_MAX_LENGTH = 6;

/**
 * What the registration field keeps of what is typed: letters and digits, upper-cased, at most 6.
 * Spaces go, so "abc 123" (the placeholder's shape) still fits in 6 characters.
 */
export function normalizeRegistrationInput(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, REGISTRATION_MAX_LENGTH);
}

/** The `?regNo=` prefill: a valid Swedish registration number, normalised, or undefined. */
export function registrationFromQuery(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return undefined;
  const parsed = swedishRegNoSchema.safeParse(first.slice(0, 20));
  return parsed.success ? parsed.data : undefined;
}
