import type { WorkshopSite } from '@showroom/contracts/mechmate';
import { distanceKm } from '@showroom/sites';

/** Spec 3 §9: nearest to me (the default), or first available time. */
export type WorkshopSort = 'nearest' | 'firstAvailable';
export const DEFAULT_SORT: WorkshopSort = 'nearest';

/**
 * The sites in the chosen order. Nearest: by distance from the visitor's place (ties keep the stream's order).
 * First available: by firstTimeSlot (local date-times compare as text), sites without one last, ties nearest first.
 */
export function sortWorkshops(sites: readonly WorkshopSite[], sort: WorkshopSort, from: { latitude: number; longitude: number } | null): WorkshopSite[] {
  const km = (site: WorkshopSite) => (from ? distanceKm(from, site) : 0);
  const byDistance = (a: WorkshopSite, b: WorkshopSite) => km(a) - km(b);
  if (sort === 'nearest') return [...sites].sort(byDistance);
  return [...sites].sort((a, b) => {
    if (a.firstTimeSlot === b.firstTimeSlot) return byDistance(a, b);
    if (a.firstTimeSlot === null) return 1;
    if (b.firstTimeSlot === null) return -1;
    return a.firstTimeSlot < b.firstTimeSlot ? -1 : 1;
  });
}
