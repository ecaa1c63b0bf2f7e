import type { TireHotelConfirmation, TireHotelCredentials, TireHotelCustomer, TireHotelValidated, TireHotelVehicle } from '@showroom/contracts/tirehotel';

// Spec 3 §4.4: Search -> Login -> Validate -> LoggedIn -> Booking -> Confirmation, in-page states (the URL does
// not change). Pure and framework-free: the React side only binds it (useTireHotelFlow).

/** What a logged-in state carries: the validated login (status 0) and its first vehicle. */
interface LoggedInData {
  regNo: string;
  customer: TireHotelCustomer;
  credentials: TireHotelCredentials;
  validated: TireHotelValidated;
  vehicle: TireHotelVehicle;
}

export type FlowState =
  | { page: 'search'; regNo: string }
  | { page: 'login'; regNo: string; customer: TireHotelCustomer }
  | { page: 'validate'; regNo: string; customer: TireHotelCustomer; credentials: TireHotelCredentials }
  | ({ page: 'loggedIn' } & LoggedInData)
  | ({ page: 'booking' } & LoggedInData)
  | ({ page: 'confirmation'; confirmation: TireHotelConfirmation } & LoggedInData);

export type FlowPage = FlowState['page'];

/** The data-layer step of each state (spec 3 §7.5: flow steps 1-6). */
export const FLOW_STEP = { search: 1, login: 2, validate: 3, loggedIn: 4, booking: 5, confirmation: 6 } as const satisfies Record<FlowPage, number>;

/** What session storage holds (spec 3 §3.6): customer, credentials, validated, confirmation. */
export interface TireHotelSession {
  customer: TireHotelCustomer;
  credentials?: TireHotelCredentials;
  validated?: TireHotelValidated;
  confirmation?: TireHotelConfirmation;
}

export type FlowAction =
  | { type: 'typeRegNo'; regNo: string }
  | { type: 'customerFound'; customer: TireHotelCustomer }
  /** Login sent a code (also "send a new code" from Validate: a fresh token). */
  | { type: 'codeSent'; credentials: TireHotelCredentials }
  | { type: 'codeAccepted'; validated: TireHotelValidated }
  | { type: 'bookWheelChange' }
  | { type: 'back' }
  | { type: 'booked'; confirmation: TireHotelConfirmation }
  /** "Search another registration number" from Login: back to Search keeping the number. */
  | { type: 'restart' }
  /** Log-out, "book for another car" and "book time for another car": the session is cleared, Search is empty. */
  | { type: 'logOut' }
  | { type: 'restore'; state: FlowState };

export const initialFlow = (prefill: string | undefined): FlowState => ({ page: 'search', regNo: prefill ?? '' });

/** The logged-in data of a validated login, or null when it does not log in (status other than 0, or no vehicle). */
export function loggedIn(customer: TireHotelCustomer, credentials: TireHotelCredentials, validated: TireHotelValidated): LoggedInData | null {
  const vehicle = validated.vehicles[0];
  if (validated.status !== 0 || !vehicle) return null;
  return { regNo: customer.regNo, customer, credentials, validated, vehicle };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'typeRegNo':
      return state.page === 'search' ? { page: 'search', regNo: action.regNo } : state;
    case 'customerFound':
      return state.page === 'search' ? { page: 'login', regNo: action.customer.regNo, customer: action.customer } : state;
    case 'codeSent':
      return state.page === 'login' || state.page === 'validate' ? { page: 'validate', regNo: state.regNo, customer: state.customer, credentials: action.credentials } : state;
    case 'codeAccepted': {
      if (state.page !== 'validate') return state;
      const data = loggedIn(state.customer, state.credentials, action.validated);
      return data ? { page: 'loggedIn', ...data } : state;
    }
    case 'bookWheelChange':
      return state.page === 'loggedIn' ? { ...state, page: 'booking' } : state;
    case 'back':
      return state.page === 'booking' ? { ...state, page: 'loggedIn' } : state;
    case 'booked':
      return state.page === 'booking' ? { ...state, page: 'confirmation', confirmation: action.confirmation } : state;
    case 'restart':
      return { page: 'search', regNo: state.regNo };
    case 'logOut':
      return { page: 'search', regNo: '' };
    case 'restore':
      return action.state;
  }
}

/** What a state keeps in session storage; null on Search (nothing is kept). */
export function sessionOf(state: FlowState): TireHotelSession | null {
  switch (state.page) {
    case 'search':
      return null;
    case 'login':
      return { customer: state.customer };
    case 'validate':
      return { customer: state.customer, credentials: state.credentials };
    case 'loggedIn':
    case 'booking':
      return { customer: state.customer, credentials: state.credentials, validated: state.validated };
    case 'confirmation':
      return { customer: state.customer, credentials: state.credentials, validated: state.validated, confirmation: state.confirmation };
  }
}

/** Whether the visitor is logged in (the footer's log-out button). */
export const isLoggedIn = (state: FlowState): boolean => state.page === 'loggedIn' || state.page === 'booking' || state.page === 'confirmation';
