// A point the dealer list is sorted from, without schemas: the browser's list reads it on load (zod/mini's calls are
// not pure, docs/decisions.md). nearParamSchema (./siteListNear) is the BFF's description of the same parameter;
// parseNear is held to its answers by its test.

/** A point the list is sorted from: the visitor's position or a chosen town. */
export interface NearPoint {
  lat: number;
  lng: number;
}

/**
 * Decimals a near point keeps in URLs and requests: 2 (about 1 km), so a shared link does not give
 * away the visitor's doorstep and every visitor of the same town shares the search service's cache.
 */
export const NEAR_DECIMALS = 2;

const round = (value: number) => Number(value.toFixed(NEAR_DECIMALS));

/** The point rounded to NEAR_DECIMALS, as the URL and the BFF carry it. */
export function roundNear(point: NearPoint): NearPoint {
  return { lat: round(point.lat), lng: round(point.lng) };
}

/** "lat,lng" for a URL's near parameter (rounded): { lat: 59.3326, lng: 18.0649 } -> "59.33,18.06". */
export function formatNear(point: NearPoint): string {
  const rounded = roundNear(point);
  return `${rounded.lat},${rounded.lng}`;
}

/** The near parameter's form: "lat,lng" in decimal degrees. */
export const NEAR_PATTERN = /^(-?\d{1,3}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/;

/** A near parameter read leniently (a typed or shared page URL): the point, or null when it is not one. */
export function parseNear(text: string | undefined): NearPoint | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!NEAR_PATTERN.test(trimmed)) return null;
  const [lat, lng] = trimmed.split(',').map(Number) as [number, number];
  if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) return null;
  return roundNear({ lat, lng });
}
