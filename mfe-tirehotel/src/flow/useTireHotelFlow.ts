import type { Dispatch } from 'react';
import { useSessionReducer } from '@showroom/mfe-runtime';
import { flowReducer, persistFlow, resumeFlow, type FlowAction, type FlowState } from './tireHotelSession';

/** The flow state, kept in session storage once the page has hydrated. */
export function useTireHotelFlow(prefill: string | undefined): [FlowState, Dispatch<FlowAction>] {
  const { state, dispatch } = useSessionReducer<FlowState, FlowAction>(flowReducer, { page: 'search', regNo: prefill ?? '' }, {
    read: (storage) => resumeFlow(storage, prefill),
    write: persistFlow,
    restore: (resumed) => ({ type: 'restore', state: resumed }),
  });
  return [state, dispatch];
}
