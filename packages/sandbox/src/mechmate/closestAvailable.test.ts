import { buildWorkshops } from '../data/mechmateWorkshops';
import { generateSeedData } from '../data/seed';
import { BATCH_SIZE, closestBatch, MAX_DISTANCE_KM, sseMessage } from './closestAvailable';

const workshops = buildWorkshops(generateSeedData({ seed: 1, cars: 300, now: new Date('2026-03-01T00:00:00Z') }).dealerSites);

// An independent distance (spherical law of cosines) for the brute-force order.
function cosineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const c = Math.sin(lat1 * r) * Math.sin(lat2 * r) + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.cos((lng2 - lng1) * r);
  return 6371.0088 * Math.acos(Math.min(1, Math.max(-1, c)));
}

function bruteForceOrder(lat: number, lng: number): string[] {
  const ranked = workshops.map((w) => ({ id: w.departmentId, km: cosineKm(lat, lng, w.latitude, w.longitude) })).filter((w) => w.km <= MAX_DISTANCE_KM);
  const order: string[] = [];
  while (ranked.length > 0) {
    let best = 0;
    for (let i = 1; i < ranked.length; i++) if (ranked[i]!.km < ranked[best]!.km - 1e-9 || (Math.abs(ranked[i]!.km - ranked[best]!.km) <= 1e-9 && ranked[i]!.id < ranked[best]!.id)) best = i;
    order.push(ranked.splice(best, 1)[0]!.id);
  }
  return order;
}


describe('closest batches', () => {
  const places = [
    ['Stockholm', 59.3293, 18.0686],
    ['Malmö', 55.605, 13.0038],
    ['Falun', 60.607, 15.6355],
    ['Jönköping', 57.7826, 14.1618],
  ] as const;

  it.each(places)('from %s: batches of five, in brute-force distance order, continued by cursor', (_name, lat, lng) => {
    const expected = bruteForceOrder(lat, lng);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 10; guard++) {
      const batch = closestBatch(workshops, { latitude: lat, longitude: lng }, cursor);
      if (!('sites' in batch)) throw new Error('unexpected unknown cursor');
      expect(batch.sites.length).toBeLessThanOrEqual(BATCH_SIZE);
      if (batch.sites.length === 0) break;
      if (seen.length + BATCH_SIZE <= expected.length) expect(batch.sites).toHaveLength(BATCH_SIZE);
      seen.push(...batch.sites.map((w) => w.departmentId));
      cursor = seen.at(-1);
    }
    expect(seen).toEqual(expected);
    expect(expected.length).toBeGreaterThan(BATCH_SIZE);
  });

  it('finds nothing far outside Sweden and reports an unknown cursor', () => {
    expect(closestBatch(workshops, { latitude: 40.4168, longitude: -3.7038 })).toEqual({ sites: [] }); // Madrid
    expect(closestBatch(workshops, { latitude: 59.3, longitude: 18 }, '999.9')).toEqual({ unknownCursor: '999.9' });
  });

  it('frames a message as one server-sent event', () => {
    expect(sseMessage({ nosites: true })).toBe('data: {"nosites":true}\n\n');
  });
});
