import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { vehicleMediaRoutes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from '../badRequest';
import { checkedPassThrough } from '../checkedPassThrough';
import { serve } from '../servedRoute';

/** GET /api/autos-on-show/:regNo (the spec's /api/{name}/{regNo}, name = the media service): 360 frames, interior, clip. */
export function registerVehicleMediaRoutes(app: FastifyInstance, vehiclemedia: AxiosInstance): void {
  const route = vehicleMediaRoutes.media;
  serve(app, route, async (request, reply) => {
    const params = parseOr400(reply, route.params, request.params);
    if (!params) return reply;
    return checkedPassThrough(reply, 'vehiclemedia', route.response, () => vehiclemedia.get(`/${encodeURIComponent(params.regNo)}`));
  });
}
