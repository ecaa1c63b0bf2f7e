import type { WorkshopSite } from '@showroom/contracts/mechmate';
import { DEFAULT_SORT, sortWorkshops } from './sortWorkshops';

// On the meridian of the visitor (57.70, 11.97): 0.01° of latitude is about 1.1 km, so A (+0.03) is farthest.
const at = (id: string, dLat: number, firstTimeSlot: string | null): WorkshopSite => ({ departmentId: id, siteId: id, siteName: id, address: '', latitude: 57.7 + dLat, longitude: 11.97, brands: [], firstTimeSlot });
const A = at('A', 0.03, '2026-03-02T07:00:00');
const B = at('B', 0.01, '2026-03-04T09:30:00');
const C = at('C', -0.02, null);
const D = at('D', 0.02, '2026-03-02T07:00:00');
const HOME = { latitude: 57.7, longitude: 11.97 };
const ids = (sites: WorkshopSite[]) => sites.map((s) => s.departmentId);

describe('sortWorkshops', () => {
  it('sorts nearest first by default: B (1.1 km), C and D (2.2 km, a tie in stream order), A (3.3 km)', () => {
    expect(DEFAULT_SORT).toBe('nearest');
    // |dLat| 0.01 < 0.02 = 0.02 < 0.03; C and D tie at 0.02° and keep the order they came in (C before D).
    expect(ids(sortWorkshops([A, B, C, D], 'nearest', HOME))).toEqual(['B', 'C', 'D', 'A']);
  });

  it('sorts by first available time, ties nearest first, none last', () => {
    // A and D both 2026-03-02 07:00: D (0.02°) before A (0.03°); then B (03-04); C has no time.
    expect(ids(sortWorkshops([A, B, C, D], 'firstAvailable', HOME))).toEqual(['D', 'A', 'B', 'C']);
  });

  it('leaves the list given untouched', () => {
    const list = [A, B];
    sortWorkshops(list, 'nearest', HOME);
    expect(ids(list)).toEqual(['A', 'B']);
  });
});
