import axios from 'axios';
import { fetchPlaceDetails, fetchPlacePredictions } from './places';
import { lookupCar } from './mechmate';

afterEach(() => jest.restoreAllMocks());

const ok = (data: unknown, status = 200) => ({ data, status, statusText: '', headers: {}, config: {} }) as never;

describe('places', () => {
  it('asks the BFF for suggestions and parses them', async () => {
    const get = jest.spyOn(axios, 'get').mockResolvedValue(ok({ predictions: [{ placeId: 'se-goteborg', description: 'Göteborg, Sverige', town: 'Göteborg' }] }));
    await expect(fetchPlacePredictions('https://bff.example', 'Göt')).resolves.toEqual([{ placeId: 'se-goteborg', description: 'Göteborg, Sverige', town: 'Göteborg' }]);
    expect(get).toHaveBeenCalledWith('https://bff.example/api/places/autocomplete', expect.objectContaining({ params: { input: 'Göt' } }));
  });

  it('rejects an answer that breaks the contract', async () => {
    jest.spyOn(axios, 'get').mockResolvedValue(ok({ predictions: [{ description: 'no id' }] }));
    await expect(fetchPlacePredictions('', 'Göt')).rejects.toThrow();
  });

  it('fetches details by place id', async () => {
    const details = { placeId: 'se-goteborg', name: 'Göteborg', latitude: 57.7, longitude: 11.97, region: 'Västra Götaland' };
    const get = jest.spyOn(axios, 'get').mockResolvedValue(ok(details));
    await expect(fetchPlaceDetails('', 'se/göteborg')).resolves.toEqual(details);
    expect(get.mock.calls[0]?.[0]).toBe('/api/places/details/se%2Fg%C3%B6teborg');
  });
});

describe('lookupCar', () => {
  it('classifies an error body', async () => {
    const get = jest.spyOn(axios, 'get').mockResolvedValue(ok({ errors: { 'Error Result': ['VehicleNotFound'] } }, 404));
    await expect(lookupCar('', 'ZZZ99Z')).resolves.toEqual({ kind: 'failed', error: { code: 'VehicleNotFound' } });
    expect(get.mock.calls[0]?.[0]).toBe('/api/mechmate/car/ZZZ99Z');
  });

  it('turns a network failure into the generic error', async () => {
    jest.spyOn(axios, 'get').mockRejectedValue(new Error('Network Error'));
    await expect(lookupCar('', 'ABC123')).resolves.toEqual({ kind: 'failed', error: { code: 'ServerError' } });
  });
});
