import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_PATTERN, z } from '@showroom/contracts';
import { TIRE_HOTEL } from '@showroom/contracts/tirehotel';
import type { TextKey } from '@showroom/i18n';
import type { Resolver } from 'react-hook-form';

/** Longest name the booking takes (tireHotelBookingCustomerSchema). */
export const NAME_MAX = 100;
const EMAIL_MAX = 254;

/** Spec 3 §5.4: the mobile field keeps only digits and plus as the visitor types. */
export function keepMobileCharacters(value: string): string {
  return value.replace(/[^0-9+]/g, '');
}

const MOBILE = new RegExp(`^[0-9+]{${TIRE_HOTEL.mobileMin},${TIRE_HOTEL.mobileMax}}$`);

// The error messages are the keys of the texts shown under each field.
const required = 'tireHotelBooking.contact.required' satisfies TextKey;
const tooLong = 'tireHotelBooking.contact.tooLong' satisfies TextKey;

/**
 * The Booking state's contact form (spec 3 §5.4): first and last name required, the mobile 8-15 digits or plus
 * (what is left after keepMobileCharacters), an e-mail of the standard pattern, an optional comment.
 */
export const bookingContactSchema = z.object({
  firstName: z.string().check(z.trim()).check(z.minLength(1, required)).check(z.maxLength(NAME_MAX, tooLong)),
  lastName: z.string().check(z.trim()).check(z.minLength(1, required)).check(z.maxLength(NAME_MAX, tooLong)),
  phoneMobile: z.pipe(z.pipe(z.string(), z.transform(keepMobileCharacters)), z.string().check(z.minLength(1, required)).check(z.regex(MOBILE, 'tireHotelBooking.contact.invalidMobile' satisfies TextKey))),
  email: z.string().check(z.trim()).check(z.minLength(1, required)).check(z.maxLength(EMAIL_MAX, tooLong)).check(z.regex(EMAIL_PATTERN, 'tireHotelBooking.contact.invalidEmail' satisfies TextKey)),
  freeText: z.string().check(z.trim()).check(z.maxLength(TIRE_HOTEL.freeTextMax, tooLong)),
});

export type BookingContactInput = z.input<typeof bookingContactSchema>;
export type BookingContact = z.output<typeof bookingContactSchema>;

export const EMPTY_BOOKING_CONTACT: BookingContactInput = { firstName: '', lastName: '', phoneMobile: '', email: '', freeText: '' };

export const bookingContactResolver: Resolver<BookingContactInput, unknown, BookingContact> = zodResolver(bookingContactSchema);

const ERROR_KEYS: readonly TextKey[] = [required, tooLong, 'tireHotelBooking.contact.invalidMobile', 'tireHotelBooking.contact.invalidEmail'];

/** The text key of a field's error message; anything unexpected reads as required. */
export function contactErrorKey(message: string | undefined): TextKey | undefined {
  if (message === undefined) return undefined;
  return ERROR_KEYS.find((key) => key === message) ?? required;
}
