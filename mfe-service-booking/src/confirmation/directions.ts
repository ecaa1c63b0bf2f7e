import type { WorkshopSite } from '@showroom/contracts/mechmate';

/**
 * A maps search for the workshop (spec 3 §2.3): its name and address, so the maps service shows the place
 * itself; its coordinates where the address is missing. A plain https URL: no key, nothing loaded until followed.
 */
export function directionsUrl(workshop: Pick<WorkshopSite, 'siteName' | 'address' | 'latitude' | 'longitude'>): string {
  const named = [workshop.siteName, workshop.address].map((part) => part.trim()).filter(Boolean);
  const query = workshop.address.trim() ? named.join(', ') : `${workshop.latitude},${workshop.longitude}`;
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query }).toString()}`;
}
