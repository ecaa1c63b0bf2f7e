import { mechmateCarSchema, type MechmateCar } from '@showroom/contracts/mechmate';
import { z } from 'zod';
import { normalizeRegistrationInput } from './registration';

/** Spec 3 §3.2: the booking store lives in browser session storage under this key. */
export const BOOKING_STORAGE_KEY = 'showroom.serviceBooking';
/** Spec 3 §9: five steps before the lookup, four after it. */
export const STEPS_BEFORE_LOOKUP = 5;
export const STEPS_AFTER_LOOKUP = 4;

/** The place the visitor chose in the autocomplete (spec 3 §3.2 "Chosen location"). */
export const chosenPlaceSchema = z.object({
  name: z.string().max(200),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  placeId: z.string().max(200),
  region: z.string().max(200),
});
export type ChosenPlace = z.infer<typeof chosenPlaceSchema>;

/**
 * The booking store of spec 3 §3.2, as far as step 1 needs it. `displayState` is the open step
 * (0 registration and place, 1 services, ...). `bookingState` follows spec 3 §4.1 as written: 0
 * before the lookup, 2 after it, then raised only (it reads as the number of the furthest step
 * reached). `lat`, `lng` and `region` are the place the car was looked up for; `location` is the
 * place currently chosen in the field.
 */
export const bookingStoreSchema = z.object({
  registrationNumber: z.string().max(6),
  location: chosenPlaceSchema.nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  region: z.string().nullable(),
  car: mechmateCarSchema.nullable(),
  bookingState: z.number().int().min(0).max(5),
  displayState: z.number().int().min(0).max(5),
  maxBookingState: z.union([z.literal(STEPS_BEFORE_LOOKUP), z.literal(STEPS_AFTER_LOOKUP)]),
});
export type BookingStore = z.infer<typeof bookingStoreSchema>;

export type BookingAction =
  | { type: 'setRegistration'; value: string }
  | { type: 'choosePlace'; place: ChosenPlace }
  | { type: 'clearPlace' }
  | { type: 'lookupSucceeded'; car: MechmateCar }
  | { type: 'openStep'; step: number }
  | { type: 'restore'; store: BookingStore };

export function initialBookingStore(registrationNumber = ''): BookingStore {
  return {
    registrationNumber: normalizeRegistrationInput(registrationNumber),
    location: null,
    lat: null,
    lng: null,
    region: null,
    car: null,
    bookingState: 0,
    displayState: 0,
    maxBookingState: STEPS_BEFORE_LOOKUP,
  };
}

/** Spec 3 §4.1: a new car or place starts over from the services step; the same ones return to where the visitor was. */
function afterLookup(state: BookingStore, car: MechmateCar): BookingStore {
  const place = state.location;
  if (!place) return state;
  const changed =
    state.car?.registrationNumber !== car.registrationNumber || state.lat !== place.latitude || state.lng !== place.longitude;
  if (!changed) return { ...state, car, displayState: Math.max(1, state.bookingState - 1) };
  return {
    ...state,
    car,
    lat: place.latitude,
    lng: place.longitude,
    region: place.region,
    bookingState: 2,
    displayState: 1,
    maxBookingState: STEPS_AFTER_LOOKUP,
  };
}

export function bookingReducer(state: BookingStore, action: BookingAction): BookingStore {
  switch (action.type) {
    case 'setRegistration':
      return { ...state, registrationNumber: normalizeRegistrationInput(action.value) };
    case 'choosePlace':
      return { ...state, location: action.place };
    case 'clearPlace':
      return state.location === null ? state : { ...state, location: null };
    case 'lookupSucceeded':
      return afterLookup(state, action.car);
    case 'openStep':
      // Only a step already reached can be reopened.
      return action.step >= 0 && action.step <= Math.max(0, state.bookingState - 1) ? { ...state, displayState: action.step } : state;
    case 'restore':
      return action.store;
  }
}

/** Spec 3 §5.1: continue needs a registration number and a place chosen from the list. */
export function canContinue(state: BookingStore): boolean {
  return state.registrationNumber.length > 0 && state.location !== null;
}

/** "Steg n/max" of the open step. */
export function stepNumbers(state: BookingStore): { n: number; max: number } {
  return { n: state.displayState + 1, max: state.maxBookingState };
}

/**
 * The stored booking, or null when there is none or it does not parse. A `?regNo=` prefill that
 * differs from the stored car starts a new booking but keeps the chosen place.
 */
export function readStoredBooking(storage: Pick<Storage, 'getItem'>, prefill?: string): BookingStore | null {
  let stored: BookingStore;
  try {
    const parsed = bookingStoreSchema.safeParse(JSON.parse(storage.getItem(BOOKING_STORAGE_KEY) ?? 'null'));
    if (!parsed.success) return null;
    stored = parsed.data;
  } catch {
    return null;
  }
  if (prefill && prefill !== stored.registrationNumber) return { ...initialBookingStore(prefill), location: stored.location };
  return stored;
}

export function writeStoredBooking(storage: Pick<Storage, 'setItem'>, state: BookingStore): void {
  try {
    storage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the booking still works, it just does not survive a reload.
  }
}
