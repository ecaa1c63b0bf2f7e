import { useEffect, useReducer, useState, type Dispatch, type Reducer } from 'react';

/** How a reducer's state is kept in session storage. */
export interface SessionPersistence<S, A> {
  read(storage: Storage): S | null;
  write(storage: Storage, state: S): void;
  /** The action that replaces the state with what was stored. */
  restore(state: S): A;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage (privacy settings): the flow still works for this page.
    return null;
  }
}

/**
 * A reducer whose state is kept in session storage. The first render uses `initial` alone, as the
 * server did, so hydration matches; the stored state is read, and writing starts, only after mount.
 */
export function useSessionReducer<S, A>(
  reducer: Reducer<S, A>,
  initial: S,
  persistence: SessionPersistence<S, A>,
): { state: S; dispatch: Dispatch<A>; hydrated: boolean } {
  const [state, dispatch] = useReducer(reducer, initial);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    const storage = sessionStorageOrNull();
    const stored = storage ? persistence.read(storage) : null;
    if (stored) dispatch(persistence.restore(stored));
    setHydrated(true);
    // Read once per mount; a later prop change does not replace what the visitor did.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const storage = hydrated ? sessionStorageOrNull() : null;
    if (storage) persistence.write(storage, state);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, state]);

  return { state, dispatch, hydrated };
}
