import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { type PlaceAutocompleteUpstreamQuery } from '@showroom/contracts';
import { mechmateRoutes, placesRoutes } from '@showroom/contracts/bff-routes';
import { siteFromHost } from '@showroom/sites';
import { placesScope } from '../upstreams/placesScope';
import { parseOr400 } from './badRequest';
import { passThrough } from './passThrough';
import { serve } from './servedRoute';

/** Look-ups the first booking steps need: places and the mechmate car (the tire-hotel search is in tirehotel/). */
export function lookupRoutes(app: FastifyInstance, clients: { places: AxiosInstance; mechmate: AxiosInstance }): void {
  serve(app, placesRoutes.autocomplete, async (request, reply) => {
    // The browser's schema has no country or language: whatever it sends is dropped here.
    const query = parseOr400(reply, placesRoutes.autocomplete.query, request.query);
    if (!query) return reply;
    const site = siteFromHost(request.headers.host);
    if (!site) return reply.code(404).send({ error: 'No place search on this host' });
    const params: PlaceAutocompleteUpstreamQuery = { input: query.input, ...placesScope(site) };
    return passThrough(reply, () => clients.places.get('/autocomplete', { params }));
  });
  serve(app, placesRoutes.details, async (request, reply) => {
    const params = parseOr400(reply, placesRoutes.details.params, request.params);
    if (!params) return reply;
    return passThrough(reply, () => clients.places.get(`/details/${encodeURIComponent(params.placeId)}`));
  });
  serve(app, mechmateRoutes.car, async (request, reply) => {
    const params = parseOr400(reply, mechmateRoutes.car.params, request.params);
    if (!params) return reply;
    return passThrough(reply, () => clients.mechmate.get(`/car/${encodeURIComponent(params.registrationNumber)}`));
  });
}
