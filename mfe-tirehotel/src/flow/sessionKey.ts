/** Spec 3 §3.6: the tire-hotel session lives in browser session storage under one key. */
export const TIRE_HOTEL_STORAGE_KEY = 'showroom.tireHotel';

/** The stored session's text, or null (none, or storage blocked). Kept apart from the flow: Search reads it on first load. */
export function storedSession(): string | null {
  try {
    return window.sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Ends the stored session (nothing to resume from it). */
export function dropSession(): void {
  try {
    window.sessionStorage.removeItem(TIRE_HOTEL_STORAGE_KEY);
  } catch {
    // Storage blocked: there is nothing to drop.
  }
}
