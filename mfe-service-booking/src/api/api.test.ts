import { fakeBff } from '@showroom/test-kit';
import { fetchPlaceDetails, fetchPlacePredictions } from './places';
import { lookupCar } from './mechmate';

afterEach(() => jest.restoreAllMocks());

const volvo = { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true };

describe('places', () => {
  it('asks the BFF for suggestions and parses them', async () => {
    const bff = fakeBff(() => ({ status: 200, body: { predictions: [{ placeId: 'se-goteborg', description: 'Göteborg, Sverige', town: 'Göteborg' }] } }));
    await expect(fetchPlacePredictions('https://bff.example', 'Göt')).resolves.toEqual([{ placeId: 'se-goteborg', description: 'Göteborg, Sverige', town: 'Göteborg' }]);
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: 'https://bff.example/api/places/autocomplete?input=G%C3%B6t' }));
  });

  it('rejects an answer that breaks the contract', async () => {
    fakeBff(() => ({ status: 200, body: { predictions: [{ description: 'no id' }] } }));
    await expect(fetchPlacePredictions('', 'Göt')).rejects.toThrow();
  });

  it('fetches details by place id', async () => {
    const details = { placeId: 'se-goteborg', name: 'Göteborg', latitude: 57.7, longitude: 11.97, region: 'Västra Götaland' };
    const bff = fakeBff(() => ({ status: 200, body: details }));
    await expect(fetchPlaceDetails('', 'se/göteborg')).resolves.toEqual(details);
    expect(bff.mock.calls[0]?.[0].url).toBe('/api/places/details/se%2Fg%C3%B6teborg');
  });
});

describe('lookupCar', () => {
  it('finds the car', async () => {
    fakeBff(() => ({ status: 200, body: volvo }));
    await expect(lookupCar('', 'ABC123')).resolves.toEqual({ kind: 'found', car: volvo });
  });

  it('classifies an error body', async () => {
    const bff = fakeBff(() => ({ status: 404, body: { errors: { 'Error Result': ['VehicleNotFound'] } } }));
    await expect(lookupCar('', 'ZZZ99Z')).resolves.toEqual({ kind: 'failed', error: { code: 'VehicleNotFound' } });
    expect(bff.mock.calls[0]?.[0].url).toBe('/api/mechmate/car/ZZZ99Z');
  });

  it.each([
    ['a malformed car', { status: 200, body: { brand: 'Volvo' } }],
    ['502 from the BFF', { status: 502, body: { error: 'mechmate is not available right now' } }],
    ['an empty Error Result', { status: 400, body: { errors: { 'Error Result': [] } } }],
    ['500 without a body', { status: 500 }],
  ])('turns %s into the generic error', async (_what, answer) => {
    fakeBff(() => answer);
    await expect(lookupCar('', 'ABC123')).resolves.toEqual({ kind: 'failed', error: { code: 'ServerError' } });
  });

  it('turns a network failure into the generic error', async () => {
    fakeBff().mockRejectedValue(new Error('Network Error'));
    await expect(lookupCar('', 'ABC123')).resolves.toEqual({ kind: 'failed', error: { code: 'ServerError' } });
  });
});
