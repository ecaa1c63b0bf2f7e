import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { mechmateRoutes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from '../badRequest';
import { passThrough } from '../passThrough';
import { serve } from '../servedRoute';

/** Path segment of a registration number as mechmate wants it: no spaces, upper case. */
export const regNoSegment = (registrationNumber: string) => encodeURIComponent(registrationNumber.replace(/\s+/g, '').toUpperCase());

/** GET /api/mechmate/services|addons/{regNo}?lat&lng, prices/{regNo}/{mileage}/{departmentId}?serviceOfferings, authorized-workshop/{brand}. */
export function offeringRoutes(app: FastifyInstance, mechmate: AxiosInstance): void {
  for (const [kind, route] of [['services', mechmateRoutes.services], ['addons', mechmateRoutes.addons]] as const) {
    serve(app, route, async (request, reply) => {
      const params = parseOr400(reply, route.params, request.params);
      const query = params && parseOr400(reply, route.query, request.query);
      if (!params || !query) return reply;
      return passThrough(reply, () => mechmate.get(`/${kind}/${regNoSegment(params.registrationNumber)}`, { params: { lat: query.lat, lng: query.lng } }));
    });
  }
  serve(app, mechmateRoutes.prices, async (request, reply) => {
    const params = parseOr400(reply, mechmateRoutes.prices.params, request.params);
    const query = params && parseOr400(reply, mechmateRoutes.prices.query, request.query);
    if (!params || !query) return reply;
    const path = `/prices/${regNoSegment(params.registrationNumber)}/${params.mileage}/${encodeURIComponent(params.departmentId)}`;
    return passThrough(reply, () => mechmate.get(path, { params: { serviceOfferings: query.serviceOfferings.join(',') } }));
  });
  serve(app, mechmateRoutes.authorizedWorkshop, async (request, reply) => {
    const params = parseOr400(reply, mechmateRoutes.authorizedWorkshop.params, request.params);
    if (!params) return reply;
    return passThrough(reply, () => mechmate.get(`/authorized-workshop/${encodeURIComponent(params.brand)}`));
  });
}
