import type { Dispatch } from 'react';
import { useSessionReducer } from '@showroom/mfe-runtime';
import { bookingReducer, initialBookingStore, readStoredBooking, writeStoredBooking, type BookingAction, type BookingStore } from './bookingStore';

/** The booking store, kept in session storage once the page has hydrated. */
export function useBookingStore(prefill: string | undefined): { state: BookingStore; dispatch: Dispatch<BookingAction>; hydrated: boolean } {
  return useSessionReducer<BookingStore, BookingAction>(bookingReducer, initialBookingStore(prefill), {
    read: (storage) => readStoredBooking(storage, prefill),
    write: writeStoredBooking,
    restore: (store) => ({ type: 'restore', store }),
  });
}
