import { zodResolver } from '@hookform/resolvers/zod';
import { emailRule, phoneRule, requiredText, z } from '@showroom/contracts';
import type { Resolver } from 'react-hook-form';
import { MESSAGE_MAX_LENGTH } from '../flow/selection';

/** Longest name the booking takes (bookingCustomerSchema). */
export const NAME_MAX_LENGTH = 100;

/**
 * The contact form of spec 3 §5.1: first name, last name, phone (optional plus, 6-20 digits or spaces) and
 * e-mail required, by the forms' shared rules; the free message optional, at most 80 characters.
 */
export const contactSchema = z.object({
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  phone: phoneRule,
  email: emailRule,
  message: z.string().check(z.trim()).check(z.maxLength(MESSAGE_MAX_LENGTH)),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export const EMPTY_CONTACT: ContactInput = { firstName: '', lastName: '', phone: '', email: '', message: '' };

export const contactResolver: Resolver<ContactInput, unknown, ContactValues> = zodResolver(contactSchema);
