import type { ClosestAvailableMessage, WorkshopSite } from '@showroom/contracts/mechmate';
import type { Workshop } from '../data/mechmateWorkshops';
import { distanceKm } from '@showroom/sites';

/** Sites per stream (spec 3 section 9). */
export const BATCH_SIZE = 5;
/** Workshops farther than this from the visitor's place are not offered. */
export const MAX_DISTANCE_KM = 500;

export type Batch = { sites: Workshop[] } | { unknownCursor: string };

/**
 * The next batch of workshops by distance from a point (ties by department id), within
 * MAX_DISTANCE_KM; with a cursor, the batch starts after that department.
 */
export function closestBatch(workshops: readonly Workshop[], point: { latitude: number; longitude: number }, cursor?: string): Batch {
  const sorted = workshops
    .map((workshop) => ({ workshop, km: distanceKm(point, workshop) }))
    .filter(({ km }) => km <= MAX_DISTANCE_KM)
    .sort((a, b) => a.km - b.km || a.workshop.departmentId.localeCompare(b.workshop.departmentId))
    .map(({ workshop }) => workshop);
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

/** Yields the messages one by one, pausing between them like a service computing each site's first slot. */
export async function* streamMessages(messages: readonly ClosestAvailableMessage[], delayMs: number): AsyncGenerator<string> {
  for (const [index, message] of messages.entries()) {
    if (index > 0 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    yield sseMessage(message);
  }
}
