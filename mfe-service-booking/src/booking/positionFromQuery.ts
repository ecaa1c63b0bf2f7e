/** Sweden's bounding box, a little generous: the booking's workshops are all Swedish. */
const SWEDEN = { minLat: 55, maxLat: 69.1, minLng: 10.9, maxLng: 24.2 } as const;

const DECIMAL = /^-?\d{1,3}(\.\d{1,10})?$/;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The dealer page's `?lat=&lng=` (spec 2: its booking button passes the site's position), or undefined when
 * either is missing, not a plain decimal, or outside Sweden: a hand-edited URL starts a normal booking.
 */
export function positionFromQuery(latRaw: string | string[] | undefined, lngRaw: string | string[] | undefined): { lat: number; lng: number } | undefined {
  const lat = first(latRaw)?.trim();
  const lng = first(lngRaw)?.trim();
  if (!lat || !lng || !DECIMAL.test(lat) || !DECIMAL.test(lng)) return undefined;
  const position = { lat: Number(lat), lng: Number(lng) };
  const inside = position.lat >= SWEDEN.minLat && position.lat <= SWEDEN.maxLat && position.lng >= SWEDEN.minLng && position.lng <= SWEDEN.maxLng;
  return inside ? position : undefined;
}
