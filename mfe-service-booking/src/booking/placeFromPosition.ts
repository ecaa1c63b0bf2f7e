import type { ChosenPlace } from '../flow/flowState';

/**
 * The dealer pages' booking button passes the site's lat and lng (spec 2): the booking starts with that
 * place chosen, named by `name`, so the visitor only enters the registration number.
 */
export function placeFromPosition(position: { lat: number; lng: number } | undefined, name: string): ChosenPlace | null {
  if (!position) return null;
  return { name, latitude: position.lat, longitude: position.lng, placeId: `position:${position.lat},${position.lng}`, region: '' };
}
