import { askBff, type BffAnswer } from '@showroom/api-client';
import { mechmateRoutes } from '@showroom/contracts/bff-routes';
import type { BookingRequest } from '@showroom/contracts/mechmate';
import { lookupErrorFromCode, type LookupError } from '../booking/lookupOutcome';
import type { BookingStore, TimeSlotChoice } from '../flow/flowState';
import { offeringRequests } from '../flow/selection';

/** What the contact form hands over, trimmed (spec 3 §5.1). */
export interface BookingContact {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** The free message; '' when none. */
  message: string;
}

/** Spec 3 §9: a full-day slot is booked at 08:00 (the car is left before then). */
export const FULL_DAY_START = '08:00';

/** The start as mechmate takes it: a local date-time without zone, `YYYY-MM-DDTHH:mm:00`. */
export function timeSlotOf(slot: TimeSlotChoice): string {
  return `${slot.date}T${slot.isFullDay ? FULL_DAY_START : slot.time}:00`;
}

/**
 * The POST book body of spec 3 §7.1 for the store and the contact form; null while the store lacks a car,
 * a workshop or a time (the contact step is not reachable then).
 */
export function bookingRequest(state: BookingStore, contact: BookingContact): BookingRequest | null {
  const { workshop, timeSlot } = state.bookingInfo;
  if (!state.car || !workshop || !timeSlot) return null;
  const freeText = contact.message.trim();
  return {
    customer: { firstName: contact.firstName, lastName: contact.lastName, phone: contact.phone, email: contact.email },
    freeText: freeText === '' ? null : freeText,
    departmentId: workshop.departmentId,
    timeSlot: timeSlotOf(timeSlot),
    isFullDay: timeSlot.isFullDay,
    registrationNumber: state.car.registrationNumber,
    // Spec 3 §7.1: mechmate wants a mileage; 1 when the visitor gave none (only originalservice asks for it).
    mileage: state.milage !== null && state.milage > 0 ? state.milage : 1,
    serviceOfferingRequests: offeringRequests(state.services),
  };
}

/** Why a booking failed, by the error catalogue of spec 3 §8. */
export type BookingError = { code: 'TimeslotNotAvailable' } | LookupError;

export type BookingOutcome = { kind: 'booked'; id: string } | { kind: 'failed'; error: BookingError; status: number | null };

/** Classifies the BFF's answer to POST book; `undefined` is a call that got no answer or a 200 out of contract. */
export function bookingOutcome(answer: BffAnswer<typeof mechmateRoutes.book> | undefined): BookingOutcome {
  if (!answer) return { kind: 'failed', error: { code: 'ServerError' }, status: null };
  if (answer.ok) return { kind: 'booked', id: answer.data.id };
  const code = answer.error?.errors['Error Result'][0]?.trim();
  // Mechmate answers 409 when someone else took the time in between (spec 3 §7.1); the code decides.
  const error: BookingError = code === 'TimeslotNotAvailable' ? { code } : lookupErrorFromCode(code);
  return { kind: 'failed', error, status: answer.status };
}

/** Books the time; every answer, and no answer, becomes an outcome. */
export async function bookService(apiBase: string, request: BookingRequest): Promise<BookingOutcome> {
  try {
    // Booking may take mechmate a while; a second try would risk a double booking, so one call, a longer wait.
    return bookingOutcome(await askBff(mechmateRoutes.book, { body: request }, { apiBase, timeout: 30_000 }));
  } catch {
    return bookingOutcome(undefined);
  }
}
