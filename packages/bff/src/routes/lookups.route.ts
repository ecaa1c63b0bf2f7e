import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { placeAutocompleteQuerySchema } from '@showroom/contracts';
import { z } from 'zod';
import { parseOr400 } from './badRequest';
import { passThrough } from './passThrough';

const placeIdSchema = z.object({ placeId: z.string().min(1).max(200) });
const regNoParamSchema = z.object({ registrationNumber: z.string().trim().min(1).max(10).regex(/^[A-Za-z0-9 ]+$/, 'letters and digits only') });

/** Look-ups the first booking steps need: places and the mechmate car (the tire-hotel search is in tirehotel/). */
export function lookupRoutes(app: FastifyInstance, clients: { places: AxiosInstance; mechmate: AxiosInstance }): void {
  app.get('/places/autocomplete', async (request, reply) => {
    const query = parseOr400(reply, placeAutocompleteQuerySchema, request.query);
    if (!query) return reply;
    return passThrough(reply, () => clients.places.get('/autocomplete', { params: { input: query.input } }));
  });
  app.get('/places/details/:placeId', async (request, reply) => {
    const params = parseOr400(reply, placeIdSchema, request.params);
    if (!params) return reply;
    return passThrough(reply, () => clients.places.get(`/details/${encodeURIComponent(params.placeId)}`));
  });
  app.get('/mechmate/car/:registrationNumber', async (request, reply) => {
    const params = parseOr400(reply, regNoParamSchema, request.params);
    if (!params) return reply;
    return passThrough(reply, () => clients.mechmate.get(`/car/${encodeURIComponent(params.registrationNumber)}`));
  });
}
