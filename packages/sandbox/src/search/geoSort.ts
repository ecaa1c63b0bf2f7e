import { parseGeocoord } from '@showroom/contracts';
import { distanceKm } from '@showroom/sites';
import type { Bitset } from './bitset';
import type { SiteIndex } from './siteIndex';
import { compareIds } from './sorting';

/**
 * One page of the matches by great-circle distance from `near`, nearest first; documents without a
 * readable position come last, ties in id order. Sorted per request: a sites index holds at most a
 * few hundred documents, so there is nothing to precompute for an arbitrary point.
 */
export function pageByDistance(index: SiteIndex, geoField: string, near: { lat: number; lng: number }, matches: Bitset, offset: number, limit: number): number[] {
  if (limit <= 0) return [];
  const from = { latitude: near.lat, longitude: near.lng };
  const hits = Array.from(matches.toArray(), (doc) => {
    const value = index.docs[doc]?.[geoField];
    const point = parseGeocoord(typeof value === 'string' ? value : undefined);
    return { doc, km: point ? distanceKm(from, { latitude: point.lat, longitude: point.lng }) : Infinity };
  });
  hits.sort((a, b) => (a.km === b.km ? compareIds(index.ids[a.doc] as string, index.ids[b.doc] as string) : a.km < b.km ? -1 : 1));
  return hits.slice(offset, offset + limit).map((hit) => hit.doc);
}
