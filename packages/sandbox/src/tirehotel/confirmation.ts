import type { TireHotelBookingRequest, TireHotelConfirmation } from '@showroom/contracts/tirehotel';
import type { TireWorkshop } from '../data/tireWorkshops';

/** The service a tire-hotel booking is for. */
export const WHEEL_CHANGE = 'Hjulskifte (däckhotell)';
// Spec 3 §9: a full-day booking is booked at 08:00 (the car is left before 08:00).
const FULL_DAY_START = '08:00:00';

/**
 * A start as "YYYY-MM-DDTHH:mm:ss" on the booking date, from "HH:mm" or a date-time; undefined
 * when the date-time is on another day.
 */
export function normaliseStart(bookingDate: string, start: string): string | undefined {
  const [date, time] = start.includes('T') ? (start.split('T') as [string, string]) : [bookingDate, start];
  if (date !== bookingDate) return undefined;
  return `${date}T${time.length === 5 ? `${time}:00` : time}`;
}

/** The confirmation answered by create and kept with the booking. */
export function confirmationOf(id: string, booking: TireHotelBookingRequest, start: string | null, workshop: TireWorkshop): TireHotelConfirmation {
  const { firstName, lastName, email, phoneMobile } = booking.customer;
  return {
    bookingConfirmationId: id,
    customerBase: { email, firstName, lastName, phoneMobile },
    services: [{ name: WHEEL_CHANGE }],
    appointmentTime: start ?? `${booking.bookingDate}T${FULL_DAY_START}`,
    isFullDay: start === null,
    workshop: { name: workshop.locationName, address: workshop.address, email: workshop.email, phoneNumber: workshop.phone },
    freeText: booking.freeText,
  };
}
