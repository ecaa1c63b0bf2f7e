import type { Translator } from '@showroom/i18n';
import { formatDate } from './formatDate';
import type { TimeSlotChoice } from '../flow/flowState';

/** The chosen start: date and time, or the date and the full-day note (left before 08:00, spec 3 §9). */
export function slotText(t: Translator, slot: TimeSlotChoice): string {
  const date = formatDate(slot.date, t.language);
  return slot.isFullDay ? `${date}, ${t('serviceBooking.fullDay')}` : t('serviceBookingContact.summary.dateTime', { date, time: slot.time });
}
