import { addDays, addMonths, mondayIndex, type IsoDate } from './isoDate';

/** The keys of the ARIA grid date picker pattern (WAI-ARIA APG). */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const GRID_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];

export function isGridKey(key: string): key is GridKey {
  return GRID_KEYS.includes(key);
}

/**
 * Where focus goes from a day: a day either side, a week up or down, the week's Monday or Sunday, the same day a
 * month back or on (clamped to the month's end); never outside [min, max], the months the calendar may show.
 */
export function moveFocus(from: IsoDate, key: GridKey, min: IsoDate, max: IsoDate): IsoDate {
  const target = {
    ArrowLeft: () => addDays(from, -1),
    ArrowRight: () => addDays(from, 1),
    ArrowUp: () => addDays(from, -7),
    ArrowDown: () => addDays(from, 7),
    Home: () => addDays(from, -mondayIndex(from)),
    End: () => addDays(from, 6 - mondayIndex(from)),
    PageUp: () => addMonths(from, -1),
    PageDown: () => addMonths(from, 1),
  }[key]();
  if (target < min) return min;
  if (target > max) return max;
  return target;
}
