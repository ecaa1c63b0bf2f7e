import type { PartialDealerSite } from '@showroom/contracts';
import { fetchNearbyWorkshops, nearestWorkshops } from './nearbyWorkshops';
import { fakeSearchApi } from '@showroom/test-kit';

const GOTEBORG = { latitude: 57.7089, longitude: 11.9746 };

const department = (group: 'Workshop' | 'New cars', brand: string, contact: { phone?: string; email?: string } = {}) => ({
  name: group, group, erp_id: '1.1', brands: [{ brand_code: brand.slice(0, 2).toUpperCase(), brand_name: brand }], users: [], openingschedule: { openinghours: [] }, deviationdays: [], vacationdays: [], ...contact,
});

/** A site `northKm` straight north of Göteborg: one degree of latitude is 6371 km * pi / 180 = 111.195 km. */
function site(id: string, northKm: number, departments: PartialDealerSite['site_departments'], extra: Partial<PartialDealerSite> = {}): PartialDealerSite {
  const latitude = GOTEBORG.latitude + northKm / 111.195;
  return { site_id: id, site_official_name: `Verkstad ${id}`, site_street: 'Gatan 1', site_zip: '411 01', site_city: 'Göteborg', site_phone: `031-${id}`, site_email: `${id}@site.example`, site_geocoord: `${latitude},${GOTEBORG.longitude}`, site_departments: departments, ...extra };
}

describe('nearestWorkshops', () => {
  it('offers the 3 nearest workshops, nearest first, with the workshop department phone and e-mail before the site ones', () => {
    const sites = [
      site('a', 30, [department('Workshop', 'Volvo')]),
      site('b', 5, [department('Workshop', 'Volvo', { phone: '031-100 00', email: 'verkstad.b@site.example' })]),
      site('c', 12, [department('Workshop', 'Volvo')]),
      site('d', 50, [department('Workshop', 'Volvo')]),
      site('e', 1, [department('New cars', 'Volvo')]), // no workshop
    ];
    // Distances 30, 5, 12, 50 km: nearest three are b (5), c (12), a (30).
    expect(nearestWorkshops(sites, GOTEBORG, 'Volvo')).toEqual([
      { id: 'b', name: 'Verkstad b', address: 'Gatan 1, 411 01 Göteborg', phone: '031-100 00', email: 'verkstad.b@site.example' },
      { id: 'c', name: 'Verkstad c', address: 'Gatan 1, 411 01 Göteborg', phone: '031-c', email: 'c@site.example' },
      { id: 'a', name: 'Verkstad a', address: 'Gatan 1, 411 01 Göteborg', phone: '031-a', email: 'a@site.example' },
    ]);
  });

  it("prefers workshops of the car's brand, and falls back to any workshop when none has it", () => {
    const sites = [site('kia', 2, [department('Workshop', 'Kia')]), site('volvo', 40, [department('Workshop', 'Volvo')])];
    expect(nearestWorkshops(sites, GOTEBORG, 'volvo').map((w) => w.id)).toEqual(['volvo']);
    expect(nearestWorkshops(sites, GOTEBORG, 'Tesla').map((w) => w.id)).toEqual(['kia', 'volvo']);
  });

  it('leaves out workshops without a position or without any phone or e-mail', () => {
    const sites = [
      site('nowhere', 1, [department('Workshop', 'Volvo')], { site_geocoord: undefined }),
      site('silent', 2, [department('Workshop', 'Volvo')], { site_phone: undefined, site_email: undefined }),
      site('ok', 3, [department('Workshop', 'Volvo')]),
    ];
    expect(nearestWorkshops(sites, GOTEBORG, 'Volvo').map((w) => w.id)).toEqual(['ok']);
  });
});

describe('fetchNearbyWorkshops', () => {
  it('reads the sites index of the site (limit 100) and is empty when the search fails', async () => {
    const { api, requests } = fakeSearchApi([site('b', 5, [department('Workshop', 'Volvo')]) as Record<string, unknown>]);
    expect((await fetchNearbyWorkshops(api, 'dealergroup-se', GOTEBORG, 'Volvo')).map((w) => w.id)).toEqual(['b']);
    expect(requests).toEqual([expect.objectContaining({ index: 'sites', site: 'dealergroup-se', limit: 100 })]);
    const failing = fakeSearchApi([], { fail: new Error('down') });
    await expect(fetchNearbyWorkshops(failing.api, 'dealergroup-se', GOTEBORG, 'Volvo')).resolves.toEqual([]);
  });
});
