import Fastify, { type FastifyInstance } from 'fastify';
import { upstreamClient } from '../../upstreams/http';
import { MemoryEventCounter } from '../../rateLimit/memoryEventCounter';
import { registerTireHotelRoutes } from './tirehotel.route';
import { TIRE_HOTEL_LIMIT_MESSAGES, TireHotelGuard } from './tireHotelGuard';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  apiKey: string | undefined;
  body: unknown;
}

// A stand-in upstream that records what reaches it and answers what a test asks for.
async function fakeUpstream(answer: (url: string) => { status: number; body: unknown }): Promise<{ url: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = Fastify();
  server.all('/*', async (request, reply) => {
    seen.push({ method: request.method, url: request.url, authorization: request.headers.authorization, apiKey: request.headers['x-api-key'] as string | undefined, body: request.body });
    const { status, body } = answer(request.url);
    return reply.code(status).send(body);
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url, seen, close: () => server.close() };
}

async function bff(upstreamUrl: string, guard = new TireHotelGuard(new MemoryEventCounter())): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(async (api) => registerTireHotelRoutes(api, { tirehotel: upstreamClient('tirehotel', { baseUrl: upstreamUrl, apiKey: 'k' }, 2000), guard }), { prefix: '/api' });
  return app;
}

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const auth = { authorization: `Bearer ${TOKEN}` };
const booking = { bookingDate: '2026-03-10', bookingStart: '2026-03-10T09:00:00', regNo: 'abc 123', freeText: '', customer: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.se', phoneMobile: '+46701234567' } };

describe('BFF tire hotel routes', () => {
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  let replies: Record<string, { status: number; body: unknown }> = {};
  beforeAll(async () => {
    upstream = await fakeUpstream((url) => replies[url.split('?')[0] ?? ''] ?? { status: 200, body: { ok: true } });
  });
  afterAll(() => upstream.close());
  beforeEach(() => {
    upstream.seen.length = 0;
    replies = {};
  });

  it.each([
    ['login without encryptedPhoneNumber', 'POST', '/api/tirehotel/authorization/login', {}, {}, /encryptedPhoneNumber/],
    ['validate with a three-digit code', 'POST', '/api/tirehotel/authorization/validate', { authToken: 't', otpToken: '123' }, {}, /otpToken/],
    // Token and code in the URL end up in logs and history: the BFF takes them from the body only.
    ['validate with token and code in the query', 'POST', '/api/tirehotel/authorization/validate?authToken=t&otpToken=1234', {}, {}, /authToken/],
    ['login with the number in the query', 'POST', '/api/tirehotel/authorization/login?encryptedPhoneNumber=abc', {}, {}, /encryptedPhoneNumber/],
    ['days without workshopIdentifier', 'POST', '/api/tirehotel/booking/GetTimeslotDays', { startDate: '2026-03-04', endDate: '2026-06-01', regNo: 'VOLVO' }, auth, /workshopIdentifier/],
    ['days with a non-date', 'POST', '/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=015.4', { startDate: '4/3/2026', endDate: '2026-06-01', regNo: 'VOLVO' }, auth, /startDate/],
    ['slots ending before they start', 'POST', '/api/tirehotel/booking/GetTimeslots?workshopIdentifier=015.4', { startDate: '2026-03-05', endDate: '2026-03-04', regNo: 'VOLVO' }, auth, /endDate/],
    ['create with a short mobile', 'POST', '/api/tirehotel/booking/create?departmentIdentifier=015.4', { ...booking, customer: { ...booking.customer, phoneMobile: '0701' } }, auth, /customer\.phoneMobile/],
    ['create with a bad e-mail', 'POST', '/api/tirehotel/booking/create?departmentIdentifier=015.4', { ...booking, customer: { ...booking.customer, email: 'anna' } }, auth, /customer\.email/],
    ['create without a department', 'POST', '/api/tirehotel/booking/create', booking, auth, /departmentIdentifier/],
    ['a review of 0 stars', 'POST', '/api/tirehotel/review/addReview', { rating: 0, comment: '', date: '2026-03-01' }, auth, /rating/],
  ])('answers 400 naming the field for %s, without calling the upstream', async (_what, method, url, payload, headers, message) => {
    const response = await (await bff(upstream.url)).inject({ method: method as 'POST', url, payload: payload as object | undefined, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(upstream.seen).toEqual([]);
  });

  it('answers 401 without a bearer token on booking and review calls', async () => {
    const app = await bff(upstream.url);
    for (const url of ['/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=1.1', '/api/tirehotel/booking/create?departmentIdentifier=1.1', '/api/tirehotel/review/addReview']) {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeTruthy();
    }
    expect(upstream.seen).toEqual([]);
  });

  it('forwards normalised input with the token and the API key', async () => {
    const app = await bff(upstream.url);
    await app.inject({ method: 'POST', url: '/api/tirehotel/booking/create?departmentIdentifier=015.4', headers: auth, payload: booking });
    expect(upstream.seen[0]).toMatchObject({ method: 'POST', url: '/booking/create?departmentIdentifier=015.4', authorization: `Bearer ${TOKEN}`, apiKey: 'k' });
    expect((upstream.seen[0]?.body as { regNo: string }).regNo).toBe('ABC123');
    // The spec's upstream call keeps its query (spec 3 §7.5); only the browser's side moved to a body.
    await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/validate', payload: { authToken: 'tok', otpToken: '0042' } });
    expect(upstream.seen[1]?.url).toBe('/authorization/validate?authToken=tok&otpToken=0042');
  });

  it('passes the upstream 4xx messages through as they are', async () => {
    replies = {
      '/authorization/login': { status: 422, body: { message: 'Vi kunde inte skicka någon kod' } },
      '/authorization/validate': { status: 401, body: { message: 'Felaktig kod, försök igen.' } },
      '/booking/create': { status: 409, body: { message: 'Tiden är inte tillgänglig, vänligen välj en annan tid' } },
      '/booking/GetTimeslotDays': { status: 404, body: { message: 'Verkstaden hittades inte.' } },
    };
    const app = await bff(upstream.url);
    const login = await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: 'abc' } });
    expect([login.statusCode, login.json()]).toEqual([422, { message: 'Vi kunde inte skicka någon kod' }]);
    const validate = await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/validate', payload: { authToken: 't', otpToken: '1234' } });
    expect([validate.statusCode, validate.json().message]).toEqual([401, 'Felaktig kod, försök igen.']);
    const create = await app.inject({ method: 'POST', url: '/api/tirehotel/booking/create?departmentIdentifier=1.1', headers: auth, payload: booking });
    expect([create.statusCode, create.json().message]).toEqual([409, 'Tiden är inte tillgänglig, vänligen välj en annan tid']);
    const days = await app.inject({ method: 'POST', url: '/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=9.9', headers: auth, payload: { startDate: '2026-03-04', endDate: '2026-06-01', regNo: 'VOLVO' } });
    expect([days.statusCode, days.json().message]).toEqual([404, 'Verkstaden hittades inte.']);
  });

  it('answers 502 when the upstream fails', async () => {
    replies = { '/review/addReview': { status: 503, body: { error: 'down' } } };
    const response = await (await bff(upstream.url)).inject({ method: 'POST', url: '/api/tirehotel/review/addReview', headers: auth, payload: { rating: 5, comment: 'Bra', date: '2026-03-01' } });
    expect(response.statusCode).toBe(502);
  });

  describe('account take-over by guessing (issue 12 item 3)', () => {
    // An upstream like the sandbox: every login gets a new token, every code but 4711 is wrong.
    let next = 0;
    beforeEach(() => {
      next = 0;
    });
    const guessingUpstream = () =>
      fakeUpstream((url) => {
        if (url.startsWith('/authorization/login')) return { status: 200, body: { authorizationToken: `token-${++next}-abcdefghijklmnop` } };
        if (url.startsWith('/authorization/validate')) return url.includes('otpToken=4711') ? { status: 200, body: { status: 0, vehicles: [] } } : { status: 401, body: { message: 'Felaktig kod, försök igen.' } };
        return { status: 200, body: { encryptedPhoneNumber: 'enc', obfuscatedPhoneNumber: '07*****12', regNo: 'ABC123' } };
      });

    it('refuses the 6th and 7th code send to one number within 15 minutes', async () => {
      const up = await guessingUpstream();
      try {
        const app = await bff(up.url);
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++) statuses.push((await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: 'victim' } })).statusCode);
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
        // Refused sends never reach the tire hotel: 5 logins upstream, not 7.
        expect(up.seen.filter((s) => s.url.startsWith('/authorization/login'))).toHaveLength(5);
        // Another number is not affected.
        expect((await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: 'someone-else' } })).statusCode).toBe(200);
      } finally {
        await up.close();
      }
    });

    it('locks the number after 10 wrong codes across logins: a guessing script gets nowhere near 50 guesses', async () => {
      const up = await guessingUpstream();
      try {
        // Two client addresses, so the per-address budget is not what stops it.
        const app = await bff(up.url);
        let guesses = 0;
        let lockedAt = -1;
        let lastMessage = '';
        for (let round = 0; round < 20 && lockedAt < 0; round++) {
          const login = await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: 'victim' }, remoteAddress: `10.0.0.${round % 2}` });
          if (login.statusCode !== 200) {
            lockedAt = guesses;
            lastMessage = login.json().message;
            break;
          }
          const token = login.json().authorizationToken as string;
          for (let g = 0; g < 5; g++) {
            const answer = await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/validate', payload: { authToken: token, otpToken: String(1000 + guesses).padStart(4, '0') }, remoteAddress: `10.0.0.${round % 2}` });
            if (answer.statusCode === 429) {
              lockedAt = guesses;
              lastMessage = answer.json().message;
              break;
            }
            guesses += 1;
          }
        }
        // 10 wrong codes per hour per number: the 11th guess is refused before it reaches the tire hotel.
        expect(lockedAt).toBe(10);
        expect(lastMessage).toBe(TIRE_HOTEL_LIMIT_MESSAGES.locked);
        expect(up.seen.filter((s) => s.url.startsWith('/authorization/validate'))).toHaveLength(10);
        // Even the right code is refused while locked, and so is a new code send.
        const login = await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: 'victim' }, remoteAddress: '10.0.0.9' });
        expect([login.statusCode, login.json().message]).toEqual([429, TIRE_HOTEL_LIMIT_MESSAGES.locked]);
      } finally {
        await up.close();
      }
    });

    it('limits searches per client address (61st in 10 minutes refused), other addresses unaffected', async () => {
      const up = await guessingUpstream();
      try {
        const app = await bff(up.url);
        for (let i = 0; i < 60; i++) expect((await app.inject({ url: '/api/tirehotel/authorization/search?regNo=ABC123', remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
        const refused = await app.inject({ url: '/api/tirehotel/authorization/search?regNo=ABC123', remoteAddress: '10.1.1.1' });
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBe('600');
        expect((await app.inject({ url: '/api/tirehotel/authorization/search?regNo=ABC123', remoteAddress: '10.1.1.2' })).statusCode).toBe(200);
      } finally {
        await up.close();
      }
    });
  });
});
