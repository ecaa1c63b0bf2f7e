/** Desktop layouts of the panel: a sticky collapsible sidebar, or a toggle showing it above the list. */
export type FilterMode = 'sidebar' | 'toggle';

/** Session storage key of the chosen desktop layout. */
export const FILTER_MODE_KEY = 'showroom.filterMode';

/** The layout before one is chosen (and on the server). */
export const DEFAULT_FILTER_MODE: FilterMode = 'sidebar';

/** Reads the stored layout; null when none is stored, it is unknown, or storage is unavailable. */
export function readFilterMode(storage: Pick<Storage, 'getItem'> | null | undefined): FilterMode | null {
  try {
    const value = storage?.getItem(FILTER_MODE_KEY);
    return value === 'sidebar' || value === 'toggle' ? value : null;
  } catch {
    return null;
  }
}

/** Stores the layout; a full or blocked storage is ignored (the choice then lasts for the page only). */
export function writeFilterMode(storage: Pick<Storage, 'setItem'> | null | undefined, mode: FilterMode): void {
  try {
    storage?.setItem(FILTER_MODE_KEY, mode);
  } catch {
    // Private modes may refuse writes.
  }
}
