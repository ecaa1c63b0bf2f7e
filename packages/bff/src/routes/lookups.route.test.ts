import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { bffWith, clientFor, DEAD, fakeUpstream } from './testUpstream';
import { lookupRoutes } from './lookups.route';

const PREDICTIONS = JSON.stringify({ predictions: [{ placeId: 'se-goteborg', description: 'Göteborg, Sverige', town: 'Göteborg' }] });

const withPlaces = (places: AxiosInstance): Promise<FastifyInstance> => bffWith((app) => lookupRoutes(app, { places, mechmate: clientFor('mechmate', DEAD) }), places);

/** Asks the BFF for suggestions as a browser on `host` would, and returns what the places upstream was asked. */
async function upstreamAsked(url: string, host: string): Promise<{ status: number; seen: string[] }> {
  const fake = await fakeUpstream(200, PREDICTIONS);
  try {
    const response = await (await withPlaces(clientFor('places', fake.upstream))).inject({ url, headers: { host } });
    return { status: response.statusCode, seen: fake.seen };
  } finally {
    await fake.close();
  }
}

// Spec 3 §5.1 "Place search: Sweden only, Swedish language": the BFF, not the browser, tells the places service so.
describe('BFF GET /api/places/autocomplete: country and language come from the site', () => {
  it('asks the places service for Sweden in Swedish on the Swedish service-booking site', async () => {
    const { status, seen } = await upstreamAsked('/api/places/autocomplete?input=G%C3%B6teb', 'dealergroup.se');
    expect(status).toBe(200);
    // "Göteb" URL-encoded: Ö is UTF-8 C3 B6.
    expect(seen).toEqual(['GET /base/autocomplete?input=G%C3%B6teb&country=se&language=sv test-key']);
  });

  it("ignores a country and language the browser sends: the site's are used", async () => {
    const { status, seen } = await upstreamAsked('/api/places/autocomplete?input=Oslo&country=no&language=nb', 'dealergroup.se');
    expect(status).toBe(200);
    expect(seen).toEqual(['GET /base/autocomplete?input=Oslo&country=se&language=sv test-key']);
  });

  it("keeps the site's language under the English prefix too (the search speaks Swedish, spec 3 §5.1)", async () => {
    // The English pages of dealergroup-se call the same BFF on the same host: nothing in the request can change it.
    const { seen } = await upstreamAsked('/api/places/autocomplete?input=Lund&language=en', 'www.dealergroup.se');
    expect(seen).toEqual(['GET /base/autocomplete?input=Lund&country=se&language=sv test-key']);
  });

  it('asks for the country of another site in its language', async () => {
    const { seen } = await upstreamAsked('/api/places/autocomplete?input=Oslo', 'dealergroup-no.localhost:8080');
    expect(seen).toEqual(['GET /base/autocomplete?input=Oslo&country=no&language=nb test-key']);
  });

  it('answers 404 without asking the places service on a host that is no site', async () => {
    const { status, seen } = await upstreamAsked('/api/places/autocomplete?input=Oslo', 'evil.example');
    expect(status).toBe(404);
    expect(seen).toEqual([]);
  });
});
