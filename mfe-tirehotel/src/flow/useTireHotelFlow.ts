import { useEffect, useReducer, type Dispatch } from 'react';
import { flowReducer, type FlowAction, type FlowState } from './flowMachine';
import { writeSession } from './sessionWrite';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage (privacy settings): the flow still works for this page.
    return null;
  }
}

/**
 * The flow state from where the page's Search handed over (a found customer, or a resumed session), kept in
 * session storage as it changes. Only mounted in the browser after hydration, so the server never renders it.
 */
export function useTireHotelFlow(initial: FlowState): [FlowState, Dispatch<FlowAction>] {
  const [state, dispatch] = useReducer(flowReducer, initial);
  useEffect(() => {
    const storage = sessionStorageOrNull();
    if (storage) writeSession(storage, state);
  }, [state]);
  return [state, dispatch];
}
