import type { BookingStore } from './flowState';

/** Spec 3 §3.2: the booking store lives in browser session storage under this key. */
export const BOOKING_STORAGE_KEY = 'showroom.serviceBooking';

/** Keeps the booking for a reload; reading it back (bookingStorage.ts, with its parser) loads only when there is one. */
export function writeStoredBooking(storage: Pick<Storage, 'setItem'>, state: BookingStore): void {
  try {
    storage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the booking still works, it just does not survive a reload.
  }
}
