import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { authorizedWorkshopParamsSchema, positionQuerySchema, pricesParamsSchema, pricesQuerySchema, regNoParamsSchema } from '@showroom/contracts';
import { parseOr400 } from '../badRequest';
import { passThrough } from '../passThrough';

/** Path segment of a registration number as mechmate wants it: no spaces, upper case. */
export const regNoSegment = (registrationNumber: string) => encodeURIComponent(registrationNumber.replace(/\s+/g, '').toUpperCase());

/** GET /api/mechmate/services|addons/{regNo}?lat&lng, prices/{regNo}/{mileage}/{departmentId}?serviceOfferings, authorized-workshop/{brand}. */
export function offeringRoutes(app: FastifyInstance, mechmate: AxiosInstance): void {
  for (const kind of ['services', 'addons'] as const) {
    app.get(`/mechmate/${kind}/:registrationNumber`, async (request, reply) => {
      const params = parseOr400(reply, regNoParamsSchema, request.params);
      const query = params && parseOr400(reply, positionQuerySchema, request.query);
      if (!params || !query) return reply;
      return passThrough(reply, () => mechmate.get(`/${kind}/${regNoSegment(params.registrationNumber)}`, { params: { lat: query.lat, lng: query.lng } }));
    });
  }
  app.get('/mechmate/prices/:registrationNumber/:mileage/:departmentId', async (request, reply) => {
    const params = parseOr400(reply, pricesParamsSchema, request.params);
    const query = params && parseOr400(reply, pricesQuerySchema, request.query);
    if (!params || !query) return reply;
    const path = `/prices/${regNoSegment(params.registrationNumber)}/${params.mileage}/${encodeURIComponent(params.departmentId)}`;
    return passThrough(reply, () => mechmate.get(path, { params: { serviceOfferings: query.serviceOfferings.join(',') } }));
  });
  app.get('/mechmate/authorized-workshop/:brand', async (request, reply) => {
    const params = parseOr400(reply, authorizedWorkshopParamsSchema, request.params);
    if (!params) return reply;
    return passThrough(reply, () => mechmate.get(`/authorized-workshop/${encodeURIComponent(params.brand)}`));
  });
}
