import { sessionOf, type FlowState } from './flowMachine';
import { TIRE_HOTEL_STORAGE_KEY } from './sessionKey';

export { TIRE_HOTEL_STORAGE_KEY } from './sessionKey';

/** Keeps the session in step with the flow; Search (after log-out, say) keeps nothing. No zod here: it runs on first load. */
export function writeSession(storage: Pick<Storage, 'setItem' | 'removeItem'>, state: FlowState): void {
  try {
    const session = sessionOf(state);
    if (session) storage.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify(session));
    else storage.removeItem(TIRE_HOTEL_STORAGE_KEY);
  } catch {
    // Storage blocked or full: the flow works, it just does not survive a reload.
  }
}
