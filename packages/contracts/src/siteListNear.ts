import * as z from '@showroom/contracts/z';

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

const NEAR_PATTERN = /^(-?\d{1,3}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/;

/** The near parameter: "lat,lng" in degrees, latitude -90..90, longitude -180..180; rounded to NEAR_DECIMALS. */
export const nearParamSchema = z.pipe(z.pipe(z.string().check(z.trim()).check(z.regex(NEAR_PATTERN, 'near is "latitude,longitude" in decimal degrees')), z.transform((text) => {
    const [lat, lng] = text.split(',').map(Number) as [number, number];
    return { lat, lng };
  })).check(z.refine((point) => point.lat >= -90 && point.lat <= 90, 'near: latitude is between -90 and 90')).check(z.refine((point) => point.lng >= -180 && point.lng <= 180, 'near: longitude is between -180 and 180')), z.transform(roundNear));

/** A near parameter read leniently (a typed or shared page URL): the point, or null when it is not one. */
export function parseNear(text: string | undefined): NearPoint | null {
  if (text === undefined) return null;
  const parsed = nearParamSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}
