import { fakeBff as answerBffCalls, type FakeBffAnswer } from '@showroom/test-kit';

const TOWNS = [
  { placeId: 'se-goteborg', description: 'Göteborg, Sverige', town: 'Göteborg', lat: 57.7089, lng: 11.9746, region: 'Västra Götaland' },
  { placeId: 'se-gotene', description: 'Götene, Sverige', town: 'Götene', lat: 58.5276, lng: 13.4923, region: 'Västra Götaland' },
];

export const CARS: Record<string, FakeBffAnswer> = {
  ABC123: { status: 200, body: { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true } },
  POR911: { status: 200, body: { registrationNumber: 'POR911', brand: 'Porsche', model: '911', buildYear: 2021, hasServiceAgreement: false, isSupported: false } },
  ZZZ99Z: { status: 404, body: { errors: { 'Error Result': ['VehicleNotFound'] } } },
};

const workshop = (phone: string, email: string) => ({
  name: 'Verkstad', group: 'Workshop', erp_id: '1.1', phone, email, brands: [{ brand_code: 'VO', brand_name: 'Volvo' }], users: [], openingschedule: { openinghours: [] }, deviationdays: [], vacationdays: [],
});

/** Dealer sites of the sites index: Mölndal is nearer Göteborg (57.7089, 11.9746) than Borås. */
export const SITES = [
  { site_id: 'boras', site_official_name: 'Bilhuset Borås', site_street: 'Göteborgsvägen 1', site_zip: '504 30', site_city: 'Borås', site_geocoord: '57.721,12.9401', site_departments: [workshop('033-10 20 30', 'verkstad.boras@dealer.example')] },
  { site_id: 'molndal', site_official_name: 'Bilhuset Mölndal', site_street: 'Kvarnbygatan 2', site_zip: '431 34', site_city: 'Mölndal', site_geocoord: '57.6554,12.0138', site_departments: [workshop('031-40 50 60', 'verkstad.molndal@dealer.example')] },
];

/** One category with one service, for the services and add-ons calls (their own tests use richer catalogues). */
const OIL_CATEGORY = {
  name: 'Service',
  icon: 'service',
  selectionType: null,
  offerings: [{ code: 'oil-service', name: 'Oljeservice', price: 1607, description: 'Byte av motorolja.', isAvailable: true, priceKnown: true, notKnownPriceText: null, priceDiscount: 15, allowUserInput: false, unitPrice: null }],
};

/** Test double of the BFF routes the page uses before the workshop step, answering like the sandbox does. Component tests only. */
export function fakeBff(cars: Record<string, FakeBffAnswer> = CARS, search: FakeBffAnswer = { status: 200, body: { facet: [], content: SITES, total_items: SITES.length, limit: 100, offset: 0 } }) {
  return answerBffCalls((request) => {
    const url = new URL(request.url, 'http://bff.test');
    if (url.pathname === '/api/places/autocomplete') {
      const input = (url.searchParams.get('input') ?? '').toLowerCase();
      const predictions = TOWNS.filter((t) => t.town.toLowerCase().startsWith(input)).map(({ placeId, description, town }) => ({ placeId, description, town }));
      return { status: 200, body: { predictions } };
    }
    const details = url.pathname.match(/^\/api\/places\/details\/(.+)$/);
    if (details) {
      const town = TOWNS.find((t) => t.placeId === decodeURIComponent(details[1]!));
      if (!town) return { status: 404, body: { error: 'no such place' } };
      return { status: 200, body: { placeId: town.placeId, name: town.town, latitude: town.lat, longitude: town.lng, region: town.region } };
    }
    const car = url.pathname.match(/^\/api\/mechmate\/car\/(.+)$/);
    if (car) return cars[decodeURIComponent(car[1]!)] ?? { status: 400, body: { errors: { 'Error Result': ['InvalidReg'] } } };
    if (url.pathname === '/api/search') return search;
    if (/^\/api\/mechmate\/(services|addons)\/[^/]+$/.test(url.pathname)) return { status: 200, body: { serviceOfferingCategories: [OIL_CATEGORY] } };
    const authorized = url.pathname.match(/^\/api\/mechmate\/authorized-workshop\/(.+)$/);
    if (authorized) return { status: 200, body: { hasBrand: decodeURIComponent(authorized[1]!) === 'Volvo' } };
    throw new Error(`unexpected ${request.method} ${request.url}`);
  });
}
