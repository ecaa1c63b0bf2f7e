import { useEffect, useReducer, useState, type Dispatch } from 'react';
import { bookingReducer, initialBookingStore, readStoredBooking, writeStoredBooking, type BookingAction, type BookingStore } from './bookingStore';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The booking store, kept in session storage. The first render uses the props alone (as the server
 * did), so hydration matches; the stored booking is read, and writing starts, only after mount.
 */
export function useBookingStore(prefill: string | undefined): { state: BookingStore; dispatch: Dispatch<BookingAction>; hydrated: boolean } {
  const [state, dispatch] = useReducer(bookingReducer, prefill, initialBookingStore);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    const storage = sessionStorageOrNull();
    const stored = storage ? readStoredBooking(storage, prefill) : null;
    if (stored) dispatch({ type: 'restore', store: stored });
    setHydrated(true);
    // Read once per mount; a later prop change does not replace what the visitor did.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const storage = hydrated ? sessionStorageOrNull() : null;
    if (storage) writeStoredBooking(storage, state);
  }, [hydrated, state]);

  return { state, dispatch, hydrated };
}
