import type { DealerSite } from '@showroom/contracts';

/** A dealer site as the sites index returns it (the sandbox's shape), with two departments. */
export function sampleDealer(overrides: Partial<DealerSite> = {}): DealerSite {
  return {
    site_id: '2031',
    slug: 'dealergroup-goteborg',
    site_official_name: 'Dealergroup Göteborg',
    site_street: 'Mölndalsvägen 12',
    site_zip: '411 04',
    site_city: 'Göteborg',
    site_region: 'Västra Götaland',
    website_city: 'Göteborg',
    site_phone: '+46 31-123 45 67',
    site_email: 'goteborg@dealergroup.example.se',
    site_geocoord: '57.7089,11.9746',
    website_sort_order: 1,
    site_image_url: '/-/media/sites/2031/1.svg',
    site_primary_image: { thumbnail_url: '/-/media/sites/2031/1.svg', original: '/-/media/sites/2031/1.svg', blur_data_url: 'data:image/svg+xml;base64,PHN2Zz4=' },
    site_brands: ['Volvo', 'Polestar'],
    site_departments: [
      {
        name: 'Nybilsförsäljning',
        official_name: 'Dealergroup Göteborg Nya bilar',
        phone: '+46 31-123 45 00',
        email: 'nya.goteborg@dealergroup.example.se',
        group: 'New cars',
        erp_id: '31.1',
        brands: [{ brand_code: 'VOLVO', brand_name: 'Volvo' }],
        users: [{ first_name: 'Anna', last_name: 'Berg', title: 'Säljare', phone: '+46 31-123 45 01', email: 'anna.berg@dealergroup.example.se' }],
        openingschedule: { openinghours: [{ day: 'Måndag', displayText: '08:00–18:00' }] },
        deviationdays: [],
        vacationdays: [],
      },
      {
        name: 'Verkstad',
        group: 'Workshop',
        erp_id: '31.3',
        brands: [],
        users: [],
        openingschedule: { openinghours: [] },
        deviationdays: [],
        vacationdays: [],
      },
    ],
    ...overrides,
  };
}

/** A car of the site as the cars index returns its card fields. */
export function sampleCar(id: number, siteName = 'Dealergroup Göteborg', city = 'Göteborg', siteId = '2031'): Record<string, unknown> {
  return {
    car_id: String(1000 + id),
    slug: `volvo-xc60-${id}`,
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_year: 2022,
    car_mileage: 3000 + id,
    car_price: 400000 + id * 1000,
    car_price_currency: 'SEK',
    car_site_id: siteId,
    car_site_name: siteName,
    car_site_city: city,
    car_publishdate: `2026-10-${String(1 + (id % 28)).padStart(2, '0')}T08:00:00Z`,
  };
}
