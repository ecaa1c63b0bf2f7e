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

/** Test double of the BFF routes step 1 uses, answering like the sandbox does. Component tests only. */
export function fakeBff(cars: Record<string, FakeBffAnswer> = CARS) {
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
    throw new Error(`unexpected ${request.method} ${request.url}`);
  });
}
