import type { CompareItem, CompareState } from '@showroom/contracts';
import { compareStateCheck } from '@showroom/contracts';
import type { EventBus } from './bus';

export const COMPARE_STORAGE_KEY = 'showroom.compare';

/** Adds the car if absent, removes it if present (spec 2, compare). */
export function toggleCompare(list: CompareState, item: CompareItem): CompareState {
  return list.some((c) => c.car_id === item.car_id) ? list.filter((c) => c.car_id !== item.car_id) : [...list, item];
}

/** Toggles a car on the bus's compare topic. */
export function toggleCompareOnBus(bus: EventBus, item: CompareItem): void {
  bus.set('compare', toggleCompare(bus.get('compare'), item));
}

/** Reads the compare list persisted for this browser session; anything unreadable counts as empty. */
export function readPersistedCompare(storage: Pick<Storage, 'getItem'>): CompareState {
  try {
    const parsed = compareStateCheck.safeParse(JSON.parse(storage.getItem(COMPARE_STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * Restores the compare list from session storage and keeps storage in step with the bus.
 * Returns the unsubscribe function.
 */
export function persistCompare(bus: EventBus, storage: Storage): () => void {
  const stored = readPersistedCompare(storage);
  if (stored.length > 0 && bus.get('compare').length === 0) bus.set('compare', stored);
  const sub = bus.observe('compare').subscribe((list) => {
    try {
      storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list));
    } catch {
      // Storage full or blocked (private mode): the list still works for this page.
    }
  });
  return () => sub.unsubscribe();
}
