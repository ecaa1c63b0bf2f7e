import type { MechmateCar, PricesResponse, ServiceCategory, ServiceOffering, WorkshopSite } from '@showroom/contracts/mechmate';
import { normalizeRegistrationInput } from '../booking/registration';
import { EMPTY_BOOKING_INFO, STEP, STEPS_AFTER_LOOKUP, STEPS_BEFORE_LOOKUP, type BookingStore, type ChosenPlace, type SelectedService, type Step, type TimeSlotChoice } from './flowState';

// The part of the booking flow (spec 3 §4.1) the page needs on its first paint: step 1, reopening a step, the
// restore from session storage, "Ny bokning". The later steps' transitions are in bookingMachine.ts, which loads
// with their code; they reach this reducer as an `apply` action carrying the transition (liftDispatch there).

export type BookingAction =
  | { type: 'setRegistration'; value: string }
  | { type: 'choosePlace'; place: ChosenPlace }
  | { type: 'clearPlace' }
  | { type: 'lookupSucceeded'; car: MechmateCar }
  | { type: 'openStep'; step: Step }
  /** Ticks or unticks an offering; in a single-choice category ticking one unticks the others. */
  | { type: 'toggleOffering'; offering: ServiceOffering; category: ServiceCategory; kind: SelectedService['type'] }
  | { type: 'setUnits'; offering: ServiceOffering; units: number }
  /** An emptied message unticks its offering (spec 3 §5.1). */
  | { type: 'setUserInput'; code: string; text: string }
  /** A cleared mileage (null) unticks originalservice (spec 3 §5.1). */
  | { type: 'setMileage'; value: number | null }
  | { type: 'servicesDone' }
  | { type: 'addonsDone'; withAddons: boolean }
  /** The add-on fetch failed or found nothing: straight on to the workshop step. */
  | { type: 'addonsUnavailable' }
  | { type: 'chooseWorkshop'; workshop: WorkshopSite }
  | { type: 'applyPrices'; departmentId: string; offers: PricesResponse['offers'] }
  | { type: 'chooseTime'; slot: TimeSlotChoice }
  /** "Ändra verkstad eller tid": clears both. */
  | { type: 'changeWorkshopOrTime' }
  | { type: 'booked'; id: string }
  | { type: 'reset' }
  | { type: 'restore'; store: BookingStore }
  /** A later step's transition, already computed by bookingMachine's reducer (see liftDispatch there). */
  | { type: 'apply'; of: string; transition: (state: BookingStore) => BookingStore };

/** The actions the first paint's reducer handles itself. */
export type CoreAction = Extract<BookingAction, { type: 'setRegistration' | 'choosePlace' | 'clearPlace' | 'lookupSucceeded' | 'openStep' | 'changeWorkshopOrTime' | 'reset' | 'restore' | 'apply' }>;
const CORE_TYPES: ReadonlySet<BookingAction['type']> = new Set(['setRegistration', 'choosePlace', 'clearPlace', 'lookupSucceeded', 'openStep', 'changeWorkshopOrTime', 'reset', 'restore', 'apply']);

/** Whether the first paint's reducer handles an action itself. */
export function isCoreAction(action: BookingAction): action is CoreAction {
  return CORE_TYPES.has(action.type);
}

/** A fresh booking; a `?regNo=` prefill and a place (the dealer page's lat and lng) may start it. */
export function initialBookingStore(registrationNumber = '', location: ChosenPlace | null = null): BookingStore {
  return {
    registrationNumber: normalizeRegistrationInput(registrationNumber),
    location,
    lat: null,
    lng: null,
    region: null,
    car: null,
    milage: null,
    bookingState: 0,
    displayState: STEP.registration,
    maxBookingState: STEPS_BEFORE_LOOKUP,
    services: {},
    bookingInfo: EMPTY_BOOKING_INFO,
  };
}

/** Spec 3 §4.1: a new car or place starts over from the services step; the same ones return to where the visitor was. */
function afterLookup(state: BookingStore, car: MechmateCar): BookingStore {
  const place = state.location;
  if (!place) return state;
  const changed = state.car?.registrationNumber !== car.registrationNumber || state.lat !== place.latitude || state.lng !== place.longitude;
  if (!changed) return { ...state, car, displayState: Math.min(STEP.contact, Math.max(STEP.services, state.bookingState - 1)) as Step };
  return {
    ...state,
    car,
    lat: place.latitude,
    lng: place.longitude,
    region: place.region,
    services: {},
    bookingInfo: EMPTY_BOOKING_INFO,
    bookingState: 2,
    displayState: STEP.services,
    maxBookingState: STEPS_AFTER_LOOKUP,
  };
}

/** The reducer of the first paint: step 1, reopening, restore and reset; a later step's transition is applied as given. */
export function coreReducer(state: BookingStore, action: BookingAction): BookingStore {
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
      // Only a step already reached can be reopened; nothing reopens once booked.
      if (state.bookingInfo.id !== null) return state;
      return action.step >= 0 && action.step <= Math.max(0, state.bookingState - 1) ? { ...state, displayState: action.step } : state;
    case 'changeWorkshopOrTime':
      if (state.bookingInfo.id !== null || state.bookingState < STEP.workshop + 1) return state;
      return { ...state, displayState: STEP.workshop, bookingState: STEP.workshop + 1, bookingInfo: { ...state.bookingInfo, workshop: null, timeSlot: null } };
    case 'reset':
      return initialBookingStore();
    case 'restore':
      return action.store;
    case 'apply':
      return action.transition(state);
    default:
      // A later step's action that was not lifted (bookingMachine's liftDispatch) is a bug, not a visitor's doing.
      throw new Error(`the first paint's reducer does not handle "${action.type}"; dispatch it through liftDispatch`);
  }
}

/** Spec 3 §5.1: continue needs a registration number and a place chosen from the list. */
export function canContinue(state: BookingStore): boolean {
  return state.registrationNumber.length > 0 && state.location !== null;
}

/**
 * "Steg n/max" of a step (the open one by default). Spec 3 §2.2 counts steps 1 to 4 then the confirmation:
 * the contact form shows inside step 4 once a time is chosen (§4.1), so it carries step 4's number.
 */
export function stepNumbers(state: BookingStore, step: Step = state.displayState): { n: number; max: number } {
  return { n: Math.min(step, STEP.workshop) + 1, max: state.maxBookingState };
}

/** Whether a step is passed: reached before and not the open one. */
export function isStepDone(state: BookingStore, step: Step): boolean {
  return state.bookingInfo.id !== null || (step < state.bookingState - 1 && step !== state.displayState);
}
