import { CONTACT_FIELD_MAX, emailRule, phoneRule, requiredText, z } from '@showroom/contracts';

/** Longest accepted texts; the inputs carry the same maxLength. */
export const CONTACT_LIMITS = { name: 200, ...CONTACT_FIELD_MAX, message: 2000 } as const;

/**
 * The contact form (spec 2 §5): name, phone and e-mail required (the forms' shared rules), message
 * optional, quote and test drive ticks, and for a new-car sample a seller, required.
 */
export function contactFormSchema({ requiresSeller }: { requiresSeller: boolean }) {
  return z.object({
    name: requiredText(CONTACT_LIMITS.name),
    phone: phoneRule,
    email: emailRule,
    message: z.string().check(z.trim()).check(z.maxLength(CONTACT_LIMITS.message)),
    quote: z.boolean(),
    testDrive: z.boolean(),
    // Without a seller choice the field is not shown, and whatever it holds is not read.
    sellerId: requiresSeller ? requiredText(100) : z.string().check(z.maxLength(100)),
  });
}

/** What the visitor fills in. */
export type ContactInput = z.input<ReturnType<typeof contactFormSchema>>;
/** What is sent, trimmed. */
export type ContactValues = z.output<ReturnType<typeof contactFormSchema>>;
