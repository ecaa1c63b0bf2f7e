import { parseGeocoord, type NearPoint } from '@showroom/contracts';
import { distanceKm } from '@showroom/sites';

/** The great-circle km from the near point to a site's site_geocoord; null when the site has no readable position. */
export function siteDistanceKm(near: NearPoint, geocoord: string | null | undefined): number | null {
  const point = parseGeocoord(geocoord ?? undefined);
  return point ? distanceKm({ latitude: near.lat, longitude: near.lng }, { latitude: point.lat, longitude: point.lng }) : null;
}
