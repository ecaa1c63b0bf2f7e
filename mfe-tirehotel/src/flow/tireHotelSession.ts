import { tireHotelCustomerSchema, type TireHotelCustomer } from '@showroom/contracts/tirehotel';
import { z } from 'zod';

/** Spec 3 §3.6: the tire-hotel session lives in browser session storage under one key. */
export const TIRE_HOTEL_STORAGE_KEY = 'showroom.tireHotel';

/** What the session holds so far; credentials, validated data and confirmation join with later steps. */
export const tireHotelSessionSchema = z.object({ customer: tireHotelCustomerSchema });
export type TireHotelSession = z.infer<typeof tireHotelSessionSchema>;

/** Spec 3 §2.7 pages built so far: Search and the first screen of Login. */
export type FlowState = { page: 'search'; regNo: string } | { page: 'login'; regNo: string; customer: TireHotelCustomer };

export type FlowAction =
  | { type: 'typeRegNo'; regNo: string }
  | { type: 'customerFound'; customer: TireHotelCustomer }
  /** "Search another registration number": clears the session and returns to Search. */
  | { type: 'restart' }
  | { type: 'restore'; state: FlowState };

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'typeRegNo':
      return state.page === 'search' ? { page: 'search', regNo: action.regNo } : state;
    case 'customerFound':
      return { page: 'login', regNo: action.customer.regNo, customer: action.customer };
    case 'restart':
      return { page: 'search', regNo: state.regNo };
    case 'restore':
      return action.state;
  }
}

/**
 * The flow to resume from a stored session: Login for the stored customer, unless the URL asks
 * for another registration number (then null, and the search starts afresh).
 */
export function resumeFlow(storage: Pick<Storage, 'getItem'>, prefill: string | undefined): FlowState | null {
  try {
    const session = tireHotelSessionSchema.safeParse(JSON.parse(storage.getItem(TIRE_HOTEL_STORAGE_KEY) ?? 'null'));
    if (!session.success) return null;
    const { customer } = session.data;
    if (prefill && prefill !== customer.regNo) return null;
    return { page: 'login', regNo: customer.regNo, customer };
  } catch {
    return null;
  }
}

/** Keeps the session in step with the flow: a customer is stored, Search has none. */
export function persistFlow(storage: Pick<Storage, 'setItem' | 'removeItem'>, state: FlowState): void {
  try {
    if (state.page === 'search') storage.removeItem(TIRE_HOTEL_STORAGE_KEY);
    else storage.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify({ customer: state.customer } satisfies TireHotelSession));
  } catch {
    // Storage blocked or full: the flow works, it just does not survive a reload.
  }
}
