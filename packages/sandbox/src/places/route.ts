import { placeAutocompleteQuerySchema, type PlaceDetails, type PlacePrediction } from '@showroom/contracts';
import type { FastifyInstance } from 'fastify';
import { slugify } from '../random';
import { SWEDISH_TOWNS } from '../data/towns';
import { badRequest, zodMessage } from '../http';

const placeId = (name: string) => `se-${slugify(name)}`;

/** Case-insensitive search over Swedish towns: prefix matches first, then contains; at most 5. */
export function autocomplete(input: string): PlacePrediction[] {
  const needle = input.trim().toLocaleLowerCase('sv');
  const prefix = SWEDISH_TOWNS.filter((t) => t.name.toLocaleLowerCase('sv').startsWith(needle));
  const contains = SWEDISH_TOWNS.filter((t) => !prefix.includes(t) && t.name.toLocaleLowerCase('sv').includes(needle));
  return [...prefix, ...contains].slice(0, 5).map((t) => ({ placeId: placeId(t.name), description: `${t.name}, Sverige`, town: t.name }));
}

/** Details of a place id, or null. */
export function placeDetails(id: string): PlaceDetails | null {
  const town = SWEDISH_TOWNS.find((t) => placeId(t.name) === id);
  return town ? { placeId: id, name: town.name, latitude: town.lat, longitude: town.lng, region: town.region } : null;
}

/** GET /places/autocomplete?input= and GET /places/details/:placeId */
export function registerPlaces(app: FastifyInstance, isEmpty: () => boolean): void {
  app.get('/places/autocomplete', async (request, reply) => {
    const query = placeAutocompleteQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    return { predictions: isEmpty() ? [] : autocomplete(query.data.input) };
  });
  app.get<{ Params: { placeId: string } }>('/places/details/:placeId', async (request, reply) => {
    const details = isEmpty() ? null : placeDetails(request.params.placeId);
    if (!details) return reply.code(404).send({ error: `Unknown place: ${request.params.placeId}` });
    return details;
  });
}
