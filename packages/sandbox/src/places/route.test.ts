import { placeAutocompleteResponseSchema, placeDetailsSchema } from '@showroom/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerPlaces } from './route';

let empty = false;
function sandbox(): FastifyInstance {
  const app = Fastify();
  registerPlaces(app, () => empty);
  return app;
}

async function suggest(query: string): Promise<string[]> {
  const response = await sandbox().inject({ method: 'GET', url: `/places/autocomplete?${query}` });
  expect(response.statusCode).toBe(200);
  return placeAutocompleteResponseSchema.parse(response.json()).predictions.map((p) => p.description);
}

afterEach(() => (empty = false));

// "Kristians" starts Kristianstad (Skåne, Sweden) and Kristiansand (Agder, Norway): one town per country.
describe('GET /places/autocomplete: the country asked for, or every country', () => {
  it('answers every country it knows when no country is asked for, each named in its own language', async () => {
    expect(await suggest('input=Kristians')).toEqual(['Kristianstad, Sverige', 'Kristiansand, Norge']);
    expect(await suggest('input=Hels')).toEqual(['Helsingborg, Sverige', 'Helsinki, Suomi']);
  });

  it('answers only the country asked for', async () => {
    expect(await suggest('input=Kristians&country=se')).toEqual(['Kristianstad, Sverige']);
    expect(await suggest('input=Kristians&country=no')).toEqual(['Kristiansand, Norge']);
    expect(await suggest('input=Oslo&country=se')).toEqual([]);
    expect(await suggest('input=Helsinki&country=fi')).toEqual(['Helsinki, Suomi']);
  });

  it('names the country in the language asked for', async () => {
    expect(await suggest('input=Oslo&country=no&language=sv')).toEqual(['Oslo, Norge']);
    expect(await suggest('input=Helsinki&language=sv')).toEqual(['Helsinki, Finland']);
    expect(await suggest('input=Göteb&country=se&language=en')).toEqual(['Göteborg, Sweden']);
  });

  it('keeps prefix matches first and answers at most 5', async () => {
    // Towns starting "Lund" (se: Lund) come before those that only contain it; "an" is in far more than 5 towns.
    expect((await suggest('input=an&country=se')).length).toBe(5);
    expect((await suggest('input=sand&country=no'))[0]).toBe('Sandnes, Norge');
  });

  it('refuses a country or language it does not know', async () => {
    for (const query of ['input=Oslo&country=xx', 'input=Oslo&language=klingon']) {
      expect((await sandbox().inject({ method: 'GET', url: `/places/autocomplete?${query}` })).statusCode).toBe(400);
    }
  });

  it('answers nothing when the sandbox runs empty', async () => {
    empty = true;
    expect(await suggest('input=Oslo')).toEqual([]);
  });
});

describe('GET /places/details/:placeId', () => {
  it('gives coordinates and region of a town in any country, by the id its suggestion carried', async () => {
    const app = sandbox();
    const answer = await app.inject({ method: 'GET', url: '/places/autocomplete?input=Kristiansand&country=no' });
    const [prediction] = placeAutocompleteResponseSchema.parse(answer.json()).predictions;
    const details = await app.inject({ method: 'GET', url: `/places/details/${prediction!.placeId}` });
    expect(placeDetailsSchema.parse(details.json())).toEqual({ placeId: prediction!.placeId, name: 'Kristiansand', latitude: 58.1467, longitude: 7.9956, region: 'Agder' });
  });

  it('keeps the Swedish ids it gave before', async () => {
    const details = await sandbox().inject({ method: 'GET', url: '/places/details/se-goteborg' });
    expect(placeDetailsSchema.parse(details.json()).name).toBe('Göteborg');
  });

  it('is 404 for an unknown id', async () => {
    expect((await sandbox().inject({ method: 'GET', url: '/places/details/no-atlantis' })).statusCode).toBe(404);
  });
});
