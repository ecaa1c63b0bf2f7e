import { getEventBus } from '@showroom/event-bus';

// Spec 3 §7.5: the tire hotel's client events go to the tag-manager data layer (form interaction, flow steps
// 1-6, the purchase in SEK with value 0); form success and failure are logged. They go on the bus's
// dataLayer topic; the host (or an embed's forwarder) pushes them to the tag manager.

/** The flow's forms, as the data layer names them. */
export type TireHotelForm = 'search' | 'login' | 'validate' | 'booking' | 'review';

/** The visitor started filling a form (sent once per form and page view by the caller). */
export function trackFormInteraction(form: TireHotelForm): void {
  getEventBus().emit('dataLayer', { event: 'tireHotelFormInteraction', form });
}

/** The visitor reached a step: 1 Search, 2 Login, 3 Validate, 4 LoggedIn, 5 Booking, 6 Confirmation. */
export function trackStep(step: 1 | 2 | 3 | 4 | 5 | 6): void {
  getEventBus().emit('dataLayer', { event: 'tireHotelStep', step });
}

/** A booking was created: the purchase in SEK, value 0 (the wheel change is part of the agreement). */
export function trackPurchase(bookingConfirmationId: string): void {
  getEventBus().emit('dataLayer', { event: 'purchase', transactionId: bookingConfirmationId, currency: 'SEK', value: 0, items: ['tireHotelWheelChange'] });
}

/** Logs a form's outcome for the operators (the browser console is collected by the host's error reporting). */
export function logOutcome(form: TireHotelForm, outcome: 'success' | 'failure', detail?: string): void {
  const line = `[tire hotel] ${form}: ${outcome}${detail ? ` (${detail.slice(0, 300)})` : ''}`;
  if (outcome === 'failure') console.error(line);
  else console.info(line);
}
