import { z } from 'zod';

/** Optional plus, then 6 to 20 digits or spaces; the plus is not counted (spec 2 §5, as the sell-car form reads it). */
export const PHONE_PATTERN = /^\+?[\d ]{6,20}$/;

/** A standard address shape: local part, @, a domain with dots between non-empty labels and a top level of 2+ characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Longest accepted texts; the inputs carry the same maxLength. */
export const CONTACT_LIMITS = { name: 200, phone: 40, email: 254, message: 2000 } as const;

/** What a field error says, as a key the form turns into text (`common.required` ...). */
export type ContactFieldError = 'required' | 'invalidPhone' | 'invalidEmail';

const required = (max: number) => z.string().trim().min(1, 'required' satisfies ContactFieldError).max(max);

/**
 * The contact form (spec 2 §5): name, phone and e-mail required, message optional, quote and
 * test drive ticks, and for a new-car sample a seller, required.
 */
export function contactFormSchema({ requiresSeller }: { requiresSeller: boolean }) {
  return z.object({
    name: required(CONTACT_LIMITS.name),
    phone: required(CONTACT_LIMITS.phone).regex(PHONE_PATTERN, 'invalidPhone' satisfies ContactFieldError),
    email: required(CONTACT_LIMITS.email).regex(EMAIL_PATTERN, 'invalidEmail' satisfies ContactFieldError),
    message: z.string().trim().max(CONTACT_LIMITS.message),
    quote: z.boolean(),
    testDrive: z.boolean(),
    // Without a seller choice the field is not shown, and whatever it holds is not read.
    sellerId: requiresSeller ? z.string().trim().min(1, 'required' satisfies ContactFieldError).max(100) : z.string().max(100),
  });
}

/** What the visitor fills in. */
export type ContactInput = z.input<ReturnType<typeof contactFormSchema>>;
/** What is sent, trimmed. */
export type ContactValues = z.output<ReturnType<typeof contactFormSchema>>;

/** The error key of a message, or 'required' for anything unexpected. */
export function contactErrorKey(message: string | undefined): ContactFieldError | undefined {
  if (message === undefined) return undefined;
  return message === 'invalidPhone' || message === 'invalidEmail' ? message : 'required';
}
