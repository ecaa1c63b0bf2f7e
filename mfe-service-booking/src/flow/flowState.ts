import type { MechmateCar, WorkshopSite } from '@showroom/contracts/mechmate';

/** Spec 3 §9: five steps before the lookup, four after it. */
export const STEPS_BEFORE_LOOKUP = 5;
export const STEPS_AFTER_LOOKUP = 4;

/** The steps of spec 3 §4.1, as `displayState` numbers them. */
export const STEP = { registration: 0, services: 1, addons: 2, workshop: 3, contact: 4, confirmed: 5 } as const;
export type Step = (typeof STEP)[keyof typeof STEP];

/** The place the visitor chose in the autocomplete (spec 3 §3.2 "Chosen location"). */
export interface ChosenPlace {
  name: string;
  latitude: number;
  longitude: number;
  placeId: string;
  region: string;
}

/** One chosen service or add-on (spec 3 §3.2 "Selected service map", keyed by offering code). */
export interface SelectedService {
  code: string;
  name: string;
  /** Kronor; per unit when `units` is set; null when set only at the workshop. */
  price: number | null;
  priceKnown: boolean;
  priceDiscount: number;
  /** The category's name. */
  category: string;
  type: 'service' | 'addon';
  /** The amount chosen of a unit-priced offering (minimum to maximum in whole steps); null otherwise. */
  units: number | null;
  unitAbbreviation: string | null;
  /** The visitor's message of a user-input offering (max 80 characters); null otherwise. */
  userInput: string | null;
}

/** The chosen start: a listed time, or the whole day (booked at 08:00, spec 3 §9). */
export interface TimeSlotChoice {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  isFullDay: boolean;
}

/** spec 3 §3.2 bookingInfo: the add-ons flag, the workshop and time chosen, and the booking id once booked. */
export interface BookingInfo {
  addons: boolean | null;
  workshop: WorkshopSite | null;
  timeSlot: TimeSlotChoice | null;
  id: string | null;
}

/**
 * The booking store of spec 3 §3.2. `displayState` is the open step (STEP). `bookingState` is how
 * far the visitor has come, counted as the open step's number: 2 after a lookup (the services
 * step, 1-based), and only ever raised while moving on (spec 3 §4.1); a step below it can be
 * reopened. `lat`, `lng` and `region` are the place the car was looked up for; `location` is the
 * place currently chosen in the field.
 */
export interface BookingStore {
  registrationNumber: string;
  location: ChosenPlace | null;
  lat: number | null;
  lng: number | null;
  region: string | null;
  car: MechmateCar | null;
  /** Mileage in Swedish mil (10 km); asked for by the `originalservice` offering. */
  milage: number | null;
  bookingState: number;
  displayState: Step;
  maxBookingState: typeof STEPS_BEFORE_LOOKUP | typeof STEPS_AFTER_LOOKUP;
  services: Record<string, SelectedService>;
  bookingInfo: BookingInfo;
}

export const EMPTY_BOOKING_INFO: BookingInfo = { addons: null, workshop: null, timeSlot: null, id: null };
