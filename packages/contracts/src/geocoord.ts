// In a file of its own, without schemas: the browser's dealer pages read it on load (zod/mini's calls are not pure).

/** Splits site_geocoord into numbers; null when missing or malformed. */
export function parseGeocoord(value: string | undefined): { lat: number; lng: number } | null {
  const match = value ? /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(value) : null;
  return match ? { lat: Number(match[1]), lng: Number(match[2]) } : null;
}
