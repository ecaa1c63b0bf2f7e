import { getEventBus } from '@showroom/event-bus';

// Spec 3 §7.1: data-layer analytics events for the flow's steps, its errors and the purchase (in SEK). They go
// on the bus's dataLayer topic; the host (or an embed's forwarder) pushes them to the tag manager.

/** The visitor opened a step (1-based, as "Steg n" reads; 6 is the confirmation). */
export function trackStep(step: number): void {
  getEventBus().emit('dataLayer', { event: 'serviceBookingStep', step });
}

/** Something went wrong that the visitor saw: where, and the code or message shown. */
export function trackError(where: 'lookup' | 'services' | 'addons' | 'workshops' | 'timeslots' | 'prices' | 'booking' | 'maps', error: string): void {
  getEventBus().emit('dataLayer', { event: 'serviceBookingError', where, error: error.slice(0, 500) });
}

/** A confirmed booking: the transaction, its value in kronor and its offerings. */
export function trackPurchase(id: string, value: number, offerings: string[]): void {
  getEventBus().emit('dataLayer', { event: 'purchase', transactionId: id, currency: 'SEK', value, items: offerings.slice(0, 100) });
}

/** Logs a failure for the operators (the browser console is collected by the host's error reporting). */
export function logFailure(where: string, detail: string): void {
  console.error(`[service booking] ${where}: ${detail}`);
}
