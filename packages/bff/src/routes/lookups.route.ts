import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { mechmateRoutes, placesRoutes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from './badRequest';
import { passThrough } from './passThrough';
import { serve } from './servedRoute';

/** Look-ups the first booking steps need: places and the mechmate car (the tire-hotel search is in tirehotel/). */
export function lookupRoutes(app: FastifyInstance, clients: { places: AxiosInstance; mechmate: AxiosInstance }): void {
  serve(app, placesRoutes.autocomplete, async (request, reply) => {
    const query = parseOr400(reply, placesRoutes.autocomplete.query, request.query);
    if (!query) return reply;
    return passThrough(reply, () => clients.places.get('/autocomplete', { params: { input: query.input } }));
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
