import { z } from '@showroom/contracts';
import { contactSchema } from '../contact/contactSchema';

/**
 * The contact details of the booking just made, for the confirmation (spec 3 §2.3). The booking store of
 * §3.2 has no place for them, so they are kept beside it in session storage, for this tab only, and
 * cleared by "Ny bokning".
 */
export const BOOKED_CONTACT_KEY = 'showroom.serviceBooking.contact';

const bookedContactSchema = z.extend(contactSchema, { bookingId: z.string().check(z.maxLength(100)) });
export type BookedContact = z.output<typeof bookedContactSchema>;

/** The stored contact of a booking id; null when none is stored, it does not parse, or it belongs to another booking. */
export function readBookedContact(storage: Pick<Storage, 'getItem'>, bookingId: string): BookedContact | null {
  try {
    const parsed = bookedContactSchema.safeParse(JSON.parse(storage.getItem(BOOKED_CONTACT_KEY) ?? 'null'));
    return parsed.success && parsed.data.bookingId === bookingId ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeBookedContact(storage: Pick<Storage, 'setItem'>, contact: BookedContact): void {
  try {
    storage.setItem(BOOKED_CONTACT_KEY, JSON.stringify(contact));
  } catch {
    // Storage full or blocked: the confirmation then shows the booking without the contact details.
  }
}

export function clearBookedContact(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(BOOKED_CONTACT_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
