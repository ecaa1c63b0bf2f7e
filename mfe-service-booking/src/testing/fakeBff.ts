import axios, { type AxiosRequestConfig } from 'axios';

type Answer = { status: number; data: unknown };

const TOWNS = [
  { placeId: 'se-goteborg', description: 'Göteborg, Sverige', town: 'Göteborg', lat: 57.7089, lng: 11.9746, region: 'Västra Götaland' },
  { placeId: 'se-gotene', description: 'Götene, Sverige', town: 'Götene', lat: 58.5276, lng: 13.4923, region: 'Västra Götaland' },
];

export const CARS: Record<string, Answer> = {
  ABC123: { status: 200, data: { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true } },
  POR911: { status: 200, data: { registrationNumber: 'POR911', brand: 'Porsche', model: '911', buildYear: 2021, hasServiceAgreement: false, isSupported: false } },
  ZZZ99Z: { status: 404, data: { errors: { 'Error Result': ['VehicleNotFound'] } } },
};

/** Test double of the BFF routes step 1 uses, answering like the sandbox does. Component tests only. */
export function fakeBff(cars: Record<string, Answer> = CARS) {
  return jest.spyOn(axios, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    const answer = (a: Answer) => ({ ...a, statusText: '', headers: {}, config: {} }) as never;
    if (url.endsWith('/api/places/autocomplete')) {
      const input = String((config?.params as { input?: string } | undefined)?.input ?? '').toLowerCase();
      const predictions = TOWNS.filter((t) => t.town.toLowerCase().startsWith(input)).map(({ placeId, description, town }) => ({ placeId, description, town }));
      return answer({ status: 200, data: { predictions } });
    }
    const details = url.match(/\/api\/places\/details\/(.+)$/);
    if (details) {
      const town = TOWNS.find((t) => t.placeId === decodeURIComponent(details[1]!));
      if (!town) throw new Error('404');
      return answer({ status: 200, data: { placeId: town.placeId, name: town.town, latitude: town.lat, longitude: town.lng, region: town.region } });
    }
    const car = url.match(/\/api\/mechmate\/car\/(.+)$/);
    if (car) return answer(cars[decodeURIComponent(car[1]!)] ?? { status: 400, data: { errors: { 'Error Result': ['InvalidReg'] } } });
    throw new Error(`unexpected GET ${url}`);
  });
}
