import { useEffect, useEffectEvent, useReducer, useState, type Dispatch, type Reducer } from 'react';

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

  // The persistence is read at the moment of use: a new object each render must not re-run either effect.
  const restore = useEffectEvent(() => {
    const storage = sessionStorageOrNull();
    const stored = storage ? persistence.read(storage) : null;
    if (stored) dispatch(persistence.restore(stored));
    setHydrated(true);
  });
  const write = useEffectEvent((current: S) => {
    const storage = sessionStorageOrNull();
    if (storage) persistence.write(storage, current);
  });

  // Read once per mount; a later prop change does not replace what the visitor did.
  useEffect(() => restore(), []);

  useEffect(() => {
    if (hydrated) write(state);
  }, [hydrated, state]);

  return { state, dispatch, hydrated };
}
