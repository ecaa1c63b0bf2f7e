import { ORIGINAL_SERVICE_CODE, type MechmateCar, type PricesResponse, type ServiceCategory, type ServiceOffering, type WorkshopSite } from '@showroom/contracts/mechmate';
import { normalizeRegistrationInput } from '../booking/registration';
import { EMPTY_BOOKING_INFO, STEP, STEPS_AFTER_LOOKUP, STEPS_BEFORE_LOOKUP, type BookingStore, type ChosenPlace, type SelectedService, type Step, type TimeSlotChoice } from './flowState';
import { canLeaveServices, clampUnits, MESSAGE_MAX_LENGTH, selectedFrom, selectionOf } from './selection';

// The service-booking flow of spec 3 §4.1 as a pure reducer: no React, no storage, no network. The
// components dispatch these actions and render what the state says.

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
  | { type: 'restore'; store: BookingStore };

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

/** Spec 3 §4.1: moving to a step raises bookingState only if it is lower. */
function goTo(state: BookingStore, step: Step): BookingStore {
  return { ...state, displayState: step, bookingState: Math.max(state.bookingState, Math.min(step + 1, STEPS_BEFORE_LOOKUP)) };
}

/**
 * A changed selection makes the workshop and time chosen for the old one stale (availability and prices
 * depend on it): both are cleared, and the steps after the open one must be passed again.
 */
function selectionChanged(state: BookingStore, services: Record<string, SelectedService>, milage = state.milage): BookingStore {
  return {
    ...state,
    services,
    milage,
    bookingInfo: { ...state.bookingInfo, workshop: null, timeSlot: null },
    bookingState: Math.min(state.bookingState, state.displayState + 1),
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

function toggleOffering(state: BookingStore, offering: ServiceOffering, category: ServiceCategory, kind: SelectedService['type']): BookingStore {
  if (!offering.isAvailable && !state.services[offering.code]) return state;
  const services = { ...state.services };
  if (services[offering.code]) {
    delete services[offering.code];
  } else {
    // Spec 3 §5.1: a category with a selectionType is a radio group: choosing one removes the others.
    if (category.selectionType) for (const other of category.offerings) delete services[other.code];
    services[offering.code] = selectedFrom(offering, category, kind);
  }
  return selectionChanged(state, services);
}

function applyPrices(state: BookingStore, departmentId: string, offers: PricesResponse['offers']): BookingStore {
  if (state.bookingInfo.workshop?.departmentId !== departmentId) return state;
  const services = { ...state.services };
  for (const offer of offers) {
    const service = services[offer.code];
    if (service) services[offer.code] = { ...service, price: offer.price, priceKnown: offer.price !== null };
  }
  return { ...state, services };
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
      // Only a step already reached can be reopened; nothing reopens once booked.
      if (state.bookingInfo.id !== null) return state;
      return action.step >= 0 && action.step <= Math.max(0, state.bookingState - 1) ? { ...state, displayState: action.step } : state;
    case 'toggleOffering':
      return toggleOffering(state, action.offering, action.category, action.kind);
    case 'setUnits': {
      const service = state.services[action.offering.code];
      const range = action.offering.unitPrice;
      if (!service || !range) return state;
      return selectionChanged(state, { ...state.services, [service.code]: { ...service, units: clampUnits(action.units, range) } });
    }
    case 'setUserInput': {
      const service = state.services[action.code];
      if (!service || service.userInput === null) return state;
      const text = action.text.slice(0, MESSAGE_MAX_LENGTH);
      const services = { ...state.services };
      if (text === '' && service.userInput !== '') delete services[action.code];
      else services[action.code] = { ...service, userInput: text };
      return selectionChanged(state, services);
    }
    case 'setMileage': {
      const value = action.value === null || !Number.isFinite(action.value) ? null : Math.max(0, Math.floor(action.value));
      const services = { ...state.services };
      if (value === null) delete services[ORIGINAL_SERVICE_CODE];
      return selectionChanged(state, services, value);
    }
    case 'servicesDone':
      return state.displayState === STEP.services && canLeaveServices(state) ? goTo(state, STEP.addons) : state;
    case 'addonsDone': {
      if (state.displayState !== STEP.addons) return state;
      // Spec 3 §4.1: "without" only when none is chosen, "with" only with at least one.
      if (action.withAddons !== selectionOf(state.services, 'addon').length > 0) return state;
      return goTo({ ...state, bookingInfo: { ...state.bookingInfo, addons: action.withAddons } }, STEP.workshop);
    }
    case 'addonsUnavailable':
      return state.displayState === STEP.addons ? goTo({ ...state, bookingInfo: { ...state.bookingInfo, addons: false } }, STEP.workshop) : state;
    case 'chooseWorkshop':
      return state.displayState === STEP.workshop ? { ...state, bookingInfo: { ...state.bookingInfo, workshop: action.workshop, timeSlot: null } } : state;
    case 'applyPrices':
      return applyPrices(state, action.departmentId, action.offers);
    case 'chooseTime':
      if (state.displayState !== STEP.workshop || !state.bookingInfo.workshop) return state;
      return goTo({ ...state, bookingInfo: { ...state.bookingInfo, timeSlot: action.slot } }, STEP.contact);
    case 'changeWorkshopOrTime':
      if (state.bookingInfo.id !== null || state.bookingState < STEP.workshop + 1) return state;
      return { ...state, displayState: STEP.workshop, bookingState: STEP.workshop + 1, bookingInfo: { ...state.bookingInfo, workshop: null, timeSlot: null } };
    case 'booked':
      if (state.displayState !== STEP.contact || !state.bookingInfo.workshop || !state.bookingInfo.timeSlot) return state;
      return { ...state, displayState: STEP.confirmed, bookingState: STEPS_BEFORE_LOOKUP, bookingInfo: { ...state.bookingInfo, id: action.id } };
    case 'reset':
      return initialBookingStore();
    case 'restore':
      return action.store;
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
