import { useEffect, useReducer, useState, type Dispatch } from 'react';
import { flowReducer, persistFlow, resumeFlow, type FlowAction, type FlowState } from './tireHotelSession';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The flow state, kept in session storage. The first render uses the props alone (as the server
 * did), so hydration matches; the stored session is read, and writing starts, only after mount.
 */
export function useTireHotelFlow(prefill: string | undefined): [FlowState, Dispatch<FlowAction>] {
  const [state, dispatch] = useReducer(flowReducer, { page: 'search', regNo: prefill ?? '' });
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    const storage = sessionStorageOrNull();
    const resumed = storage ? resumeFlow(storage, prefill) : null;
    if (resumed) dispatch({ type: 'restore', state: resumed });
    setHydrated(true);
    // Read once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const storage = hydrated ? sessionStorageOrNull() : null;
    if (storage) persistFlow(storage, state);
  }, [hydrated, state]);

  return [state, dispatch];
}
