import { ORIGINAL_SERVICE_CODE, type PricesResponse, type ServiceCategory, type ServiceOffering } from '@showroom/contracts/mechmate';
import type { Dispatch } from 'react';
import { coreReducer, isCoreAction, type BookingAction } from './coreMachine';
import { STEP, STEPS_BEFORE_LOOKUP, type BookingStore, type SelectedService, type Step } from './flowState';
import { canLeaveServices, clampUnits, MESSAGE_MAX_LENGTH, selectedFrom, selectionOf } from './selection';

// The service-booking flow of spec 3 §4.1 as a pure reducer: no React, no storage, no network. The components
// dispatch these actions and render what the state says. Step 1's transitions are in coreMachine.ts (the page's
// first paint); this module, with the later steps' transitions, loads with the later steps' code.

export { canContinue, coreReducer, initialBookingStore, isStepDone, stepNumbers, type BookingAction } from './coreMachine';

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

/** The whole flow: every action of spec 3 §4.1, step 1's included. */
export function bookingReducer(state: BookingStore, action: BookingAction): BookingStore {
  if (isCoreAction(action)) return coreReducer(state, action);
  switch (action.type) {
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
    case 'booked':
      if (state.displayState !== STEP.contact || !state.bookingInfo.workshop || !state.bookingInfo.timeSlot) return state;
      return { ...state, displayState: STEP.confirmed, bookingState: STEPS_BEFORE_LOOKUP, bookingInfo: { ...state.bookingInfo, id: action.id } };
  }
}


const lifted = new WeakMap<Dispatch<BookingAction>, Dispatch<BookingAction>>();

/**
 * The page's dispatch (over coreReducer) made to take every action: a later step's action is computed here and
 * handed over as an `apply`. Memoised per dispatch, so a step's effects see a stable function.
 */
export function liftDispatch(dispatch: Dispatch<BookingAction>): Dispatch<BookingAction> {
  let wrapped = lifted.get(dispatch);
  if (!wrapped) {
    wrapped = (action) => dispatch(isCoreAction(action) ? action : { type: 'apply', of: action.type, transition: (state) => bookingReducer(state, action) });
    lifted.set(dispatch, wrapped);
  }
  return wrapped;
}
