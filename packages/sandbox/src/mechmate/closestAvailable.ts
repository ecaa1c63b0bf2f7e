import type { ClosestAvailableMessage, WorkshopSite } from '@showroom/contracts/mechmate';
import type { Workshop } from '../data/mechmateWorkshops';
import { distanceKm } from '@showroom/sites';

/** Sites per stream (spec 3 section 9). */
export const BATCH_SIZE = 5;
/** Workshops farther than this from the visitor's place are not offered. */
export const MAX_DISTANCE_KM = 500;

/**
 * The sandbox has only a dozen Swedish workshops, each selling two to four brands: filtered strictly by brand, a
 * Volvo in Göteborg would see three and "Hämta fler" could never be tried. Below this many brand workshops in
 * range, every workshop in range is offered (as a multi-brand service workshop would be); docs/sandbox.md.
 */
export const MIN_BRAND_WORKSHOPS = 2 * BATCH_SIZE;

export type Batch = { sites: Workshop[] } | { unknownCursor: string };

/** Whether a workshop lists a brand (case-insensitive); an empty list serves every brand. */
export function servesBrand(workshop: Pick<Workshop, 'brands'>, brand: string): boolean {
  const wanted = brand.trim().toLowerCase();
  return workshop.brands.length === 0 || workshop.brands.some((b) => b.toLowerCase() === wanted);
}

/** The workshops that serve a brand, or all of them when fewer than MIN_BRAND_WORKSHOPS do (see above). */
export function forBrand<T extends Pick<Workshop, 'brands'>>(inRange: readonly T[], brand: string | undefined): readonly T[] {
  if (brand === undefined) return inRange;
  const serving = inRange.filter((workshop) => servesBrand(workshop, brand));
  return serving.length >= MIN_BRAND_WORKSHOPS ? serving : inRange;
}

/**
 * The next batch of workshops by distance from a point (ties by department id), within
 * MAX_DISTANCE_KM, serving the car's brand (forBrand); with a cursor, the batch starts after that department.
 */
export function closestBatch(workshops: readonly Workshop[], point: { latitude: number; longitude: number }, cursor?: string, brand?: string): Batch {
  const inRange = workshops
    .map((workshop) => ({ workshop, km: distanceKm(point, workshop) }))
    .filter(({ km }) => km <= MAX_DISTANCE_KM)
    .sort((a, b) => a.km - b.km || a.workshop.departmentId.localeCompare(b.workshop.departmentId))
    .map(({ workshop }) => workshop);
  const sorted = forBrand(inRange, brand);
  if (cursor === undefined) return { sites: sorted.slice(0, BATCH_SIZE) };
  const at = sorted.findIndex((w) => w.departmentId === cursor);
  if (at < 0) return { unknownCursor: cursor };
  return { sites: sorted.slice(at + 1, at + 1 + BATCH_SIZE) };
}

/** A workshop as the stream sends it. */
export function toWorkshopSite(workshop: Workshop, firstTimeSlot: string | null): WorkshopSite {
  const { departmentId, siteId, siteName, address, latitude, longitude, brands } = workshop;
  return { departmentId, siteId, siteName, address, latitude, longitude, brands, firstTimeSlot };
}

/** One server-sent event carrying a JSON message. */
export function sseMessage(message: ClosestAvailableMessage): string {
  return `data: ${JSON.stringify(message)}\n\n`;
}

/**
 * Yields the messages one by one, pausing between them like a service computing each site's first slot; before
 * each message it waits for `gate` (the stream control's hold, released by a test: streamControl.ts).
 */
export async function* streamMessages(messages: readonly ClosestAvailableMessage[], delayMs: number, gate: () => Promise<void> = () => Promise.resolve()): AsyncGenerator<string> {
  for (const [index, message] of messages.entries()) {
    if (index > 0 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await gate();
    yield sseMessage(message);
  }
}
