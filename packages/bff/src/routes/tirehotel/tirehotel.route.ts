import type { AxiosInstance } from 'axios';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  tireHotelBearerSchema,
  tireHotelBookingQuerySchema,
  tireHotelBookingRequestSchema,
  tireHotelLoginQuerySchema,
  tireHotelReviewSchema,
  tireHotelTimeslotRequestSchema,
  tireHotelValidateQuerySchema,
  tireHotelWorkshopQuerySchema,
  tireHotelBearer,
} from '@showroom/contracts';
import { parseOr400 } from '../badRequest';
import { passThrough } from '../passThrough';

/**
 * The tire-hotel calls of spec 3 §7.5 after search (which lives in lookups.route.ts): login,
 * validate, time-slot days, time slots, create, review. Input is checked here (400 naming the
 * field); the upstream's 4xx { message } pass through, since the flow shows them as they are.
 */
export function registerTireHotelRoutes(app: FastifyInstance, clients: { tirehotel: AxiosInstance }): void {
  const upstream = clients.tirehotel;

  // Login and validate carry everything in the query; an empty JSON body keeps axios from sending a
  // form content type that a JSON upstream refuses with 415.
  app.post('/tirehotel/authorization/login', async (request, reply) => {
    const query = parseOr400(reply, tireHotelLoginQuerySchema, request.query);
    if (!query) return reply;
    return passThrough(reply, () => upstream.post('/authorization/login', {}, { params: query }));
  });

  app.post('/tirehotel/authorization/validate', async (request, reply) => {
    const query = parseOr400(reply, tireHotelValidateQuerySchema, request.query);
    if (!query) return reply;
    return passThrough(reply, () => upstream.post('/authorization/validate', {}, { params: query }));
  });

  for (const call of ['GetTimeslotDays', 'GetTimeslots'] as const) {
    app.post(`/tirehotel/booking/${call}`, async (request, reply) => {
      const token = bearerOr401(request, reply);
      if (!token) return reply;
      const query = parseOr400(reply, tireHotelWorkshopQuerySchema, request.query);
      if (!query) return reply;
      const body = parseOr400(reply, tireHotelTimeslotRequestSchema, request.body);
      if (!body) return reply;
      return passThrough(reply, () => upstream.post(`/booking/${call}`, body, { params: query, headers: { authorization: tireHotelBearer(token) } }));
    });
  }

  app.post('/tirehotel/booking/create', async (request, reply) => {
    const token = bearerOr401(request, reply);
    if (!token) return reply;
    const query = parseOr400(reply, tireHotelBookingQuerySchema, request.query);
    if (!query) return reply;
    const body = parseOr400(reply, tireHotelBookingRequestSchema, request.body);
    if (!body) return reply;
    return passThrough(reply, () => upstream.post('/booking/create', body, { params: query, headers: { authorization: tireHotelBearer(token) } }));
  });

  app.post('/tirehotel/review/addReview', async (request, reply) => {
    const token = bearerOr401(request, reply);
    if (!token) return reply;
    const body = parseOr400(reply, tireHotelReviewSchema, request.body);
    if (!body) return reply;
    return passThrough(reply, () => upstream.post('/review/addReview', body, { headers: { authorization: tireHotelBearer(token) } }));
  });
}

// The browser sends the token from login as `Authorization: Bearer {token}`; without it the call cannot succeed upstream.
function bearerOr401(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const parsed = tireHotelBearerSchema.safeParse(request.headers.authorization);
  if (parsed.success) return parsed.data;
  // `message` too, so the flow can show it like the upstream's own 401.
  void reply.code(401).send({ error: 'authorization: expected "Bearer {authorizationToken}" from login', message: 'Du behöver logga in med en engångskod först.' });
  return undefined;
}
