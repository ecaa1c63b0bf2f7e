import type { AxiosInstance } from 'axios';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timeslotsParamsSchema, timeslotsQuerySchema } from '@showroom/contracts';
import { parseOr400 } from '../badRequest';
import { passThrough } from '../passThrough';
import { regNoSegment } from './offerings.route';

/** GET /api/mechmate/timeslots/from/{regNo}/{departmentId}/{date at midnight}/?serviceOfferings (with or without the final slash). */
export function timeslotsRoute(app: FastifyInstance, mechmate: AxiosInstance): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = parseOr400(reply, timeslotsParamsSchema, request.params);
    const query = params && parseOr400(reply, timeslotsQuerySchema, request.query);
    if (!params || !query) return reply;
    const path = `/timeslots/from/${regNoSegment(params.registrationNumber)}/${encodeURIComponent(params.departmentId)}/${encodeURIComponent(params.date)}/`;
    const serviceOfferings = query.serviceOfferings?.length ? query.serviceOfferings.join(',') : undefined;
    return passThrough(reply, () => mechmate.get(path, { params: { serviceOfferings } }));
  };
  app.get('/mechmate/timeslots/from/:registrationNumber/:departmentId/:date', handler);
  app.get('/mechmate/timeslots/from/:registrationNumber/:departmentId/:date/', handler);
}
