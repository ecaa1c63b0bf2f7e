import type { AxiosInstance, AxiosResponse } from 'axios';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tireHotelBearer, tireHotelBearerSchema, tireHotelCredentialsSchema, tireHotelCustomerSchema, tireHotelValidatedSchema, type TireHotelValidated } from '@showroom/contracts/tirehotel';
import { tireHotelRoutes as routes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from '../badRequest';
import { passThrough, sendUpstreamFailure } from '../passThrough';
import { serve } from '../servedRoute';
import { regNoDigest, TIRE_HOTEL_LIMIT_MESSAGES, TireHotelGuard, type Refusal, type TokenScope } from './tireHotelGuard';

/**
 * The tire-hotel calls of spec 3 §7.5 after search (which lives in lookups.route.ts): login,
 * validate, time-slot days, time slots, create, review. Input is checked here (400 naming the
 * field); the upstream's 4xx { message } pass through, since the flow shows them as they are.
 *
 * Login and validate take the number, token and code in a JSON body, so they never reach a URL, an
 * access log or browser history; the BFF puts them in the upstream's query (spec 3 §7.5) itself. The
 * guard budgets code sends and wrong guesses per number and per client address (issue 12), code sends
 * per registration number and validate calls per token (issue 19).
 *
 * Token scope (issue 19): the upstream's login covers every vehicle of the phone number; the BFF binds
 * the token it hands out to the vehicle that was searched for, answers validate with that vehicle only,
 * and refuses (403) booking calls for another registration number or workshop.
 */
export function registerTireHotelRoutes(app: FastifyInstance, clients: { tirehotel: AxiosInstance; guard: TireHotelGuard }): void {
  const upstream = clients.tirehotel;
  const { guard } = clients;

  serve(app, routes.search, async (request, reply) => {
    const query = parseOr400(reply, routes.search.query, request.query);
    if (!query) return reply;
    const refusal = await guard.search(request.ip).catch(unavailable);
    if (refusal) return refuse(reply, refusal);
    return guardedCall(reply, Promise.resolve(null), () => upstream.get('/authorization/search', { params: { regNo: query.regNo } }), async (response) => {
      const customer = tireHotelCustomerSchema.safeParse(response.data);
      if (response.status === 200 && customer.success) await guard.searched(customer.data.encryptedPhoneNumber, customer.data.regNo);
    });
  });

  // An empty JSON body upstream (below) keeps axios from sending a form content type that a JSON upstream refuses with 415.
  serve(app, routes.login, async (request, reply) => {
    const body = parseOr400(reply, routes.login.body, request.body);
    if (!body) return reply;
    return guardedCall(reply, guard.login(request.ip, body.encryptedPhoneNumber), () => upstream.post('/authorization/login', {}, { params: body }), async (response) => {
      const credentials = tireHotelCredentialsSchema.safeParse(response.data);
      if (response.status === 200 && credentials.success) await guard.loggedIn(credentials.data.authorizationToken, body.encryptedPhoneNumber);
    });
  });

  serve(app, routes.validate, async (request, reply) => {
    const body = parseOr400(reply, routes.validate.body, request.body);
    if (!body) return reply;
    return guardedCall(
      reply,
      guard.validate(request.ip, body.authToken),
      () => upstream.post('/authorization/validate', {}, { params: body }),
      async (response) => {
        if (response.status === 401) await guard.wrongCode(request.ip, body.authToken);
      },
      async (response) => {
        const validated = tireHotelValidatedSchema.safeParse(response.data);
        if (response.status !== 200 || !validated.success) return response;
        const vehicles = await guard.validated(body.authToken, validated.data.vehicles);
        if (vehicles.length === 0) return { status: 403, data: { message: TIRE_HOTEL_LIMIT_MESSAGES.notYourVehicle } };
        const scoped: TireHotelValidated = { ...validated.data, vehicles };
        return { status: 200, data: scoped };
      },
    );
  });

  for (const [call, route] of [['GetTimeslotDays', routes.timeslotDays], ['GetTimeslots', routes.timeslots]] as const) {
    serve(app, route, async (request, reply) => {
      const token = bearerOr401(request, reply);
      if (!token) return reply;
      const query = parseOr400(reply, route.query, request.query);
      if (!query) return reply;
      const body = parseOr400(reply, route.body, request.body);
      if (!body) return reply;
      // Spec 3 §7.5: the body's regNo carries the vehicle's brandCode; the registration number itself is taken too.
      const scope = await scopeOr4xx(reply, guard, token, (s) => s.erpId === query.workshopIdentifier && (sameText(body.regNo, s.brandCode) || regNoDigest(body.regNo) === s.regNo));
      if (!scope) return reply;
      return passThrough(reply, () => upstream.post(`/booking/${call}`, body, { params: query, headers: { authorization: tireHotelBearer(token) } }));
    });
  }

  serve(app, routes.create, async (request, reply) => {
    const token = bearerOr401(request, reply);
    if (!token) return reply;
    const query = parseOr400(reply, routes.create.query, request.query);
    if (!query) return reply;
    const body = parseOr400(reply, routes.create.body, request.body);
    if (!body) return reply;
    const scope = await scopeOr4xx(reply, guard, token, (s) => s.erpId === query.departmentIdentifier && regNoDigest(body.regNo) === s.regNo);
    if (!scope) return reply;
    return passThrough(reply, () => upstream.post('/booking/create', body, { params: query, headers: { authorization: tireHotelBearer(token) } }));
  });

  serve(app, routes.review, async (request, reply) => {
    const token = bearerOr401(request, reply);
    if (!token) return reply;
    const body = parseOr400(reply, routes.review.body, request.body);
    if (!body) return reply;
    if (!(await scopeOr4xx(reply, guard, token, () => true))) return reply;
    return passThrough(reply, () => upstream.post('/review/addReview', body, { headers: { authorization: tireHotelBearer(token) } }));
  });
}

// When the limits cannot be checked (Redis lost), the login stays shut rather than unguarded.
const unavailable = (): Refusal => ({ message: 'Något gick fel, var god och försök senare.', retryAfterSeconds: 60, status: 503 });

/**
 * One guarded upstream call: refused (429/503) when the guard says so, else the upstream's answer passed
 * through after `after` has counted it (a counting failure is logged; the visitor still gets the answer).
 */
async function guardedCall(
  reply: FastifyReply,
  check: Promise<Refusal | null>,
  call: () => Promise<AxiosResponse<unknown>>,
  after: (response: AxiosResponse<unknown>) => Promise<void>,
  answer: (response: AxiosResponse<unknown>) => Promise<{ status: number; data: unknown }> = async (response) => response,
): Promise<FastifyReply> {
  const refusal = await check.catch(unavailable);
  if (refusal) return refuse(reply, refusal);
  let response: AxiosResponse<unknown>;
  try {
    response = await call();
  } catch (error) {
    return sendUpstreamFailure(reply, error);
  }
  await after(response).catch((error: unknown) => reply.log.error({ err: error }, 'tire hotel guard: a login or wrong code was not counted'));
  // Without its scope noted a validated token would reach nothing: the visitor gets 503, not every vehicle of the number.
  const answered = await answer(response).catch(() => ({ status: 503, data: { message: unavailable().message } }));
  return reply.code(answered.status).send(answered.data);
}

/** 429 (or 401/403/409/503) with the message the flow shows, and, past a limit, when to try again. */
export function refuse(reply: FastifyReply, refusal: Refusal): FastifyReply {
  if (refusal.retryAfterSeconds !== undefined) void reply.header('retry-after', String(refusal.retryAfterSeconds));
  return reply.code(refusal.status ?? 429).send({ message: refusal.message });
}

/**
 * The scope of a validated token when `allowed` accepts it; else 401 (a token this BFF never validated), 403 (another
 * vehicle or workshop) or 503 (the store cannot be read), already sent, and nothing reaches the tire hotel.
 */
async function scopeOr4xx(reply: FastifyReply, guard: TireHotelGuard, token: string, allowed: (scope: TokenScope) => boolean): Promise<TokenScope | undefined> {
  let scope: TokenScope | undefined;
  try {
    scope = await guard.scope(token);
  } catch {
    return void refuse(reply, unavailable());
  }
  if (!scope) return void refuse(reply, { message: TIRE_HOTEL_LIMIT_MESSAGES.loginRequired, status: 401 });
  if (!allowed(scope)) return void refuse(reply, { message: TIRE_HOTEL_LIMIT_MESSAGES.notYourVehicle, status: 403 });
  return scope;
}

const sameText = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

// The browser sends the token from login as `Authorization: Bearer {token}`; without it the call cannot succeed upstream.
function bearerOr401(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const parsed = tireHotelBearerSchema.safeParse(request.headers.authorization);
  if (parsed.success) return parsed.data;
  // `message` too, so the flow can show it like the upstream's own 401.
  void reply.code(401).send({ error: 'authorization: expected "Bearer {authorizationToken}" from login', message: 'Du behöver logga in med en engångskod först.' });
  return undefined;
}
