import { dealerSiteSchema, parseGeocoord } from './site';

const sample = {
  site_id: '2001',
  slug: 'dealergroup-goteborg-hisingen',
  site_official_name: 'Dealergroup Göteborg Hisingen',
  site_street: 'Importgatan 12',
  site_zip: '422 46',
  site_city: 'Göteborg',
  site_region: 'Västra Götaland',
  website_city: 'Göteborg',
  site_phone: '+46 31 123 45 00',
  site_email: 'hisingen@dealergroup.example',
  site_geocoord: '57.7089,11.9746',
  website_sort_order: 3,
  site_brands: ['BMW', 'MINI'],
  site_departments: [
    {
      name: 'Verkstad',
      group: 'Workshop',
      erp_id: '120.3',
      email: 'verkstad.hisingen@dealergroup.example',
      brands: [{ brand_code: 'BMW', brand_name: 'BMW' }],
      users: [{ first_name: 'Erik', last_name: 'Lund', title: 'Servicetekniker' }],
      openingschedule: { openinghours: [{ day: 'Mån-Fre', displayText: '07:00-17:00' }] },
      deviationdays: [{ date: '2026-06-19', displayText: 'Stängt' }],
      vacationdays: [{ vacationtitle: 'Sommar', vacationstart: '2026-07-13', vacationend: '2026-07-26' }],
    },
  ],
};

describe('dealerSiteSchema', () => {
  it('parses a dealer site with departments', () => {
    expect(dealerSiteSchema.parse(sample).site_departments[0]?.group).toBe('Workshop');
  });
  it('rejects a malformed geocoord and erp id', () => {
    expect(dealerSiteSchema.safeParse({ ...sample, site_geocoord: '57.7;11.9' }).success).toBe(false);
    const bad = { ...sample, site_departments: [{ ...sample.site_departments[0], erp_id: '120' }] };
    expect(dealerSiteSchema.safeParse(bad).success).toBe(false);
  });
  it('takes an IANA time zone as site_timezone and rejects anything else with a clear message', () => {
    expect(dealerSiteSchema.parse({ ...sample, site_timezone: 'Europe/Oslo' }).site_timezone).toBe('Europe/Oslo');
    expect(dealerSiteSchema.parse(sample).site_timezone).toBeUndefined();
    for (const zone of ['Europe/Atlantis', 'CET+1', '', 'Stockholm']) {
      const result = dealerSiteSchema.safeParse({ ...sample, site_timezone: zone });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('site_timezone is not an IANA time zone such as Europe/Stockholm');
    }
  });
  it('parses geocoords', () => {
    expect(parseGeocoord('57.7089,11.9746')).toEqual({ lat: 57.7089, lng: 11.9746 });
    expect(parseGeocoord('x')).toBeNull();
  });
});
