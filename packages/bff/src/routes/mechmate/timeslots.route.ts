import type { AxiosInstance } from 'axios';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mechmateRoutes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from '../badRequest';
import { passThrough } from '../passThrough';
import { pluginPath, serve } from '../servedRoute';
import { regNoSegment } from './offerings.route';

/** GET /api/mechmate/timeslots/from/{regNo}/{departmentId}/{date at midnight}/?serviceOfferings (with or without the final slash). */
export function timeslotsRoute(app: FastifyInstance, mechmate: AxiosInstance): void {
  const route = mechmateRoutes.timeslots;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = parseOr400(reply, route.params, request.params);
    const query = params && parseOr400(reply, route.query, request.query);
    if (!params || !query) return reply;
    const path = `/timeslots/from/${regNoSegment(params.registrationNumber)}/${encodeURIComponent(params.departmentId)}/${encodeURIComponent(params.date)}/`;
    const serviceOfferings = query.serviceOfferings?.length ? query.serviceOfferings.join(',') : undefined;
    return passThrough(reply, () => mechmate.get(path, { params: { serviceOfferings } }));
  };
  serve(app, route, handler);
  // The same route without its final slash, which callers easily leave out.
  app.get(pluginPath(route).replace(/\/$/, ''), handler);
}
