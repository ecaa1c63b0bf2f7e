import { useEffect, useReducer, useState, type Dispatch } from 'react';
import { coreReducer, initialBookingStore, type BookingAction } from './coreMachine';
import type { BookingStore, ChosenPlace } from './flowState';
import { BOOKING_STORAGE_KEY, writeStoredBooking } from './storageWrite';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage (privacy settings): the flow still works for this page.
    return null;
  }
}

/**
 * The booking store, kept in session storage once the page has hydrated; the components only bind it. The first
 * render uses the initial state alone, as the server did, so hydration matches. A stored booking is read after
 * mount, and its parser (zod, with the later steps' schemas) is fetched only when there is one to read: a first
 * visit does not pay for it. Writing starts once that read is done, so it never overwrites what it reads.
 */
export function useBookingStore(prefill: string | undefined, place: ChosenPlace | null = null): { state: BookingStore; dispatch: Dispatch<BookingAction>; hydrated: boolean } {
  const [state, dispatch] = useReducer(coreReducer, undefined, () => initialBookingStore(prefill, place));
  const [hydrated, setHydrated] = useState(false);

  // Read once per mount; a later prop change does not replace what the visitor did.
  useEffect(() => {
    const storage = sessionStorageOrNull();
    const raw = storage?.getItem(BOOKING_STORAGE_KEY) ?? null;
    if (!storage || raw === null) {
      setHydrated(true);
      return;
    }
    let current = true;
    void import(/* webpackChunkName: "booking-storage" */ './bookingStorage')
      .then(({ readStoredBooking }) => {
        const stored = readStoredBooking({ getItem: () => raw }, prefill);
        if (current && stored) dispatch({ type: 'restore', store: stored });
      })
      .catch(() => undefined)
      .finally(() => current && setHydrated(true));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, by design
  }, []);

  useEffect(() => {
    const storage = sessionStorageOrNull();
    if (hydrated && storage) writeStoredBooking(storage, state);
  }, [hydrated, state]);

  return { state, dispatch, hydrated };
}
