import { buildWorkshops } from '../data/mechmateWorkshops';
import { generateSeedData } from '../data/seed';
import type { Workshop } from '../data/mechmateWorkshops';
import { BATCH_SIZE, closestBatch, forBrand, MAX_DISTANCE_KM, MIN_BRAND_WORKSHOPS, servesBrand, sseMessage, streamMessages } from './closestAvailable';

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

describe('workshops by the car\'s brand', () => {
  // Twelve made-up workshops on one meridian, 0.01° (≈1.1 km) apart: 001 nearest. Even ids sell Volvo, odd ones BMW.
  const line: Workshop[] = Array.from({ length: 12 }, (_, i) => ({
    ...workshops[0]!,
    departmentId: `${String(i + 1).padStart(3, '0')}.3`,
    latitude: 57.7 + i * 0.01,
    longitude: 11.97,
    brands: i % 2 === 1 ? ['Volvo', 'Kia'] : ['BMW'],
  }));
  const ids = (batch: ReturnType<typeof closestBatch>) => ('sites' in batch ? batch.sites.map((w) => w.departmentId) : batch);

  it('serves a listed brand in any case, and every brand with an empty list', () => {
    expect(servesBrand({ brands: ['Volvo', 'Kia'] }, 'volvo')).toBe(true);
    expect(servesBrand({ brands: ['BMW'] }, 'Volvo')).toBe(false);
    expect(servesBrand({ brands: [] }, 'Volvo')).toBe(true);
  });

  it(`keeps only the brand's workshops when at least ${MIN_BRAND_WORKSHOPS} serve it, else all of them`, () => {
    const twelve = [...line, ...line.map((w) => ({ ...w, departmentId: `${w.departmentId}1`, brands: ['Volvo'] }))];
    // 6 of `line` + 12 copies sell Volvo = 18 ≥ 10: only those; BMW: 6 < 10, so all 24.
    expect(forBrand(twelve, 'Volvo')).toHaveLength(18);
    expect(forBrand(twelve, 'BMW')).toHaveLength(24);
    expect(forBrand(line, undefined)).toHaveLength(12);
  });

  it('pages the brand-filtered list with the cursor', () => {
    const many = line.flatMap((w) => [w, { ...w, departmentId: `${w.departmentId}1`, brands: ['Volvo'] }]);
    // Volvo: the odd positions of `line` (002, 004, ...) and every copy (0011, 0021, ...), nearest first, ties by id.
    expect(ids(closestBatch(many, { latitude: 57.7, longitude: 11.97 }, undefined, 'Volvo'))).toEqual(['001.31', '002.3', '002.31', '003.31', '004.3']);
    expect(ids(closestBatch(many, { latitude: 57.7, longitude: 11.97 }, '004.3', 'Volvo'))).toEqual(['004.31', '005.31', '006.3', '006.31', '007.31']);
  });

  it('gives ABC123 (Volvo) in Göteborg at least two batches from the seed (so "Hämta fler" has something to fetch)', () => {
    const goteborg = { latitude: 57.7089, longitude: 11.9746 };
    const first = closestBatch(workshops, goteborg, undefined, 'Volvo');
    if (!('sites' in first)) throw new Error('unexpected unknown cursor');
    const second = closestBatch(workshops, goteborg, first.sites.at(-1)!.departmentId, 'Volvo');
    if (!('sites' in second)) throw new Error('unexpected unknown cursor');
    expect(first.sites).toHaveLength(BATCH_SIZE);
    expect(second.sites).toHaveLength(BATCH_SIZE);
  });
});

describe('streamMessages', () => {
  it('waits for the gate before each message', async () => {
    let open: () => void = () => undefined;
    const gate = jest.fn(() => new Promise<void>((resolve) => (open = resolve)));
    const stream = streamMessages([{ nosites: true }], 0, gate);
    const next = stream.next();
    let settled = false;
    void next.then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    open();
    expect((await next).value).toBe('data: {"nosites":true}\n\n');
    expect(gate).toHaveBeenCalledTimes(1);
  });
});
