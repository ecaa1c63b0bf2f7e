import type { TireHotelConfirmation } from '@showroom/contracts/tirehotel';
import type { Translator } from '@showroom/i18n';
import { longDate } from '../booking/calendar/dateLabels';
import { slotTime } from '../booking/slots';

/**
 * The booked time: "torsdag 3 december 2026 kl. 09:00", or for a full day (spec 3 §9, booked at 08:00) the day
 * with the note that the car is left before that time.
 */
export function appointmentText(t: Translator, confirmation: Pick<TireHotelConfirmation, 'appointmentTime' | 'isFullDay'>): string {
  const date = confirmation.appointmentTime.slice(0, 10);
  const time = slotTime(confirmation.appointmentTime) ?? '08:00';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? longDate(date, t.language) : confirmation.appointmentTime;
  return confirmation.isFullDay ? t('tireHotelBooking.summary.fullDay', { date: day, time }) : t('tireHotelBooking.summary.timeValue', { date: day, time });
}

/** A Google Maps search for the workshop by name and address. */
export function mapsHref(workshop: { name: string; address: string }): string {
  const query = [workshop.name, workshop.address].filter((part) => part.trim() !== '').join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
