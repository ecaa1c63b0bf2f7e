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
  // No trustProxy, as the host without TRUST_PROXY: X-Forwarded-For is not believed.
  const app = Fastify();
  await app.register(async (api) => registerTireHotelRoutes(api, { tirehotel: upstreamClient('tirehotel', { baseUrl: upstreamUrl, apiKey: 'k' }, 2000), guard }), { prefix: '/api' });
  return app;
}

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const auth = { authorization: `Bearer ${TOKEN}` };
const vehicle = (regNo: string, erpId: string, brandCode: string) => ({
  regNo,
  name: regNo,
  brand: brandCode,
  brandCode,
  model: 'm',
  productId: 'p',
  packageLevel: 'Bas',
  location: { locationName: 'l', departmentName: 'd', erpId, phone: '031', email: 'a@b.se' },
  tires: [],
});
/** A guard that has seen ABC123 searched, TOKEN handed out for it and validated: its scope is ABC123 (VOLVO) at workshop 015.4. */
async function scopedGuard(): Promise<TireHotelGuard> {
  const guard = new TireHotelGuard(new MemoryEventCounter());
  await guard.searched('enc-abc', 'ABC123');
  await guard.loggedIn(TOKEN, 'enc-abc');
  await guard.validated(TOKEN, [vehicle('ABC123', '015.4', 'VOLVO')]);
  return guard;
}
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
    const app = await bff(upstream.url, await scopedGuard());
    await app.inject({ method: 'POST', url: '/api/tirehotel/booking/create?departmentIdentifier=015.4', headers: auth, payload: booking });
    expect(upstream.seen[0]).toMatchObject({ method: 'POST', url: '/booking/create?departmentIdentifier=015.4', authorization: `Bearer ${TOKEN}`, apiKey: 'k' });
    expect((upstream.seen[0]?.body as { regNo: string }).regNo).toBe('ABC123');
    // The spec's upstream call keeps its query (spec 3 §7.5); only the browser's side moved to a body.
    await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/validate', payload: { authToken: TOKEN, otpToken: '0042' } });
    expect(upstream.seen[1]?.url).toBe(`/authorization/validate?authToken=${TOKEN}&otpToken=0042`);
  });

  it('passes the upstream 4xx messages through as they are', async () => {
    replies = {
      '/authorization/login': { status: 422, body: { message: 'Vi kunde inte skicka någon kod' } },
      '/authorization/validate': { status: 401, body: { message: 'Felaktig kod, försök igen.' } },
      '/booking/create': { status: 409, body: { message: 'Tiden är inte tillgänglig, vänligen välj en annan tid' } },
      '/booking/GetTimeslotDays': { status: 404, body: { message: 'Verkstaden hittades inte.' } },
    };
    const app = await bff(upstream.url, await scopedGuard());
    const login = await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: 'enc-abc' } });
    expect([login.statusCode, login.json()]).toEqual([422, { message: 'Vi kunde inte skicka någon kod' }]);
    const validate = await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/validate', payload: { authToken: TOKEN, otpToken: '1234' } });
    expect([validate.statusCode, validate.json().message]).toEqual([401, 'Felaktig kod, försök igen.']);
    const create = await app.inject({ method: 'POST', url: '/api/tirehotel/booking/create?departmentIdentifier=015.4', headers: auth, payload: booking });
    expect([create.statusCode, create.json().message]).toEqual([409, 'Tiden är inte tillgänglig, vänligen välj en annan tid']);
    const days = await app.inject({ method: 'POST', url: '/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=015.4', headers: auth, payload: { startDate: '2026-03-04', endDate: '2026-06-01', regNo: 'VOLVO' } });
    expect([days.statusCode, days.json().message]).toEqual([404, 'Verkstaden hittades inte.']);
  });

  it('answers 502 when the upstream fails', async () => {
    replies = { '/review/addReview': { status: 503, body: { error: 'down' } } };
    const response = await (await bff(upstream.url, await scopedGuard())).inject({ method: 'POST', url: '/api/tirehotel/review/addReview', headers: auth, payload: { rating: 5, comment: 'Bra', date: '2026-03-01' } });
    expect(response.statusCode).toBe(502);
  });

  describe('account take-over by guessing (issue 12 item 3)', () => {
    // An upstream like the sandbox: every login gets a new token, every code but 4711 is wrong.
    let next = 0;
    // The number's encryption the search answers with, per regNo (a test can give one regNo two values).
    let encOf: (regNo: string) => string = () => 'victim';
    beforeEach(() => {
      next = 0;
      encOf = () => 'victim';
    });
    const guessingUpstream = () =>
      fakeUpstream((url) => {
        if (url.startsWith('/authorization/login')) return { status: 200, body: { authorizationToken: `token-${++next}-abcdefghijklmnop` } };
        if (url.startsWith('/authorization/validate')) return url.includes('otpToken=4711') ? { status: 200, body: { status: 0, vehicles: [vehicle('ABC123', '015.4', 'VOLVO')] } } : { status: 401, body: { message: 'Felaktig kod, försök igen.' } };
        const regNo = new URLSearchParams(url.split('?')[1]).get('regNo') ?? 'ABC123';
        return { status: 200, body: { encryptedPhoneNumber: encOf(regNo), obfuscatedPhoneNumber: '07*****12', regNo } };
      });

    it('refuses the 6th and 7th code send to one number within 15 minutes, from any address', async () => {
      const up = await guessingUpstream();
      try {
        const app = await bff(up.url);
        await app.inject({ url: '/api/tirehotel/authorization/search?regNo=ABC123' });
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++) statuses.push((await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: 'victim' }, remoteAddress: `10.0.1.${i}` })).statusCode);
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
        // Refused sends never reach the tire hotel: 5 logins upstream, not 7.
        expect(up.seen.filter((s) => s.url.startsWith('/authorization/login'))).toHaveLength(5);
        // Another number is not affected.
        encOf = (regNo) => (regNo === 'DEF456' ? 'someone-else' : 'victim');
        await app.inject({ url: '/api/tirehotel/authorization/search?regNo=DEF456' });
        expect((await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: 'someone-else' }, remoteAddress: '10.0.2.1' })).statusCode).toBe(200);
      } finally {
        await up.close();
      }
    });

    it('locks the number after 10 wrong codes across logins: a guessing script gets nowhere near 50 guesses', async () => {
      const up = await guessingUpstream();
      try {
        // Two client addresses, so the per-address budget is not what stops it.
        const app = await bff(up.url);
        await app.inject({ url: '/api/tirehotel/authorization/search?regNo=ABC123' });
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

    it('counts sends per registration number even when its number comes in two encodings (issue 19)', async () => {
      const up = await guessingUpstream();
      try {
        const app = await bff(up.url);
        // A re-keyed upstream could give ABC123's number a new encryption: the per-number budget starts over, the per-regNo one does not.
        encOf = () => 'first';
        await app.inject({ url: '/api/tirehotel/authorization/search?regNo=ABC123' });
        encOf = () => 'second';
        await app.inject({ url: '/api/tirehotel/authorization/search?regNo=ABC123' });
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          const answer = await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: i < 3 ? 'first' : 'second' }, remoteAddress: `10.0.3.${i}` });
          statuses.push(answer.statusCode);
          if (i === 5) expect([answer.headers['retry-after'], answer.json().message]).toEqual(['900', TIRE_HOTEL_LIMIT_MESSAGES.tooManyCodes]);
        }
        // 3 sends on the first value + 2 on the second = 5; the 6th (3rd on 'second', within its own per-number budget) is refused.
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      } finally {
        await up.close();
      }
    });

    it('refuses a send for a number no search here has found (409), so every token is bound to a searched vehicle', async () => {
      const up = await guessingUpstream();
      try {
        const app = await bff(up.url);
        const answer = await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: 'never-searched' } });
        expect([answer.statusCode, answer.json().message]).toEqual([409, TIRE_HOTEL_LIMIT_MESSAGES.searchFirst]);
        expect(up.seen.filter((s) => s.url.startsWith('/authorization/login'))).toHaveLength(0);
      } finally {
        await up.close();
      }
    });

    it('allows 5 sends per client address per hour; a spoofed X-Forwarded-For does not reset the count without TRUST_PROXY', async () => {
      const up = await guessingUpstream();
      try {
        const app = await bff(up.url);
        const statuses: number[] = [];
        let last = await app.inject({ url: '/' });
        for (let i = 0; i < 6; i++) {
          // Six different vehicles and numbers, one real address; each call claims a fresh address in X-Forwarded-For.
          encOf = (regNo) => `phone-${regNo.slice(3)}`;
          await app.inject({ url: `/api/tirehotel/authorization/search?regNo=CAR${i}`, remoteAddress: '10.9.9.9' });
          last = await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: `phone-${i}` }, remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
          statuses.push(last.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
        // 1 hour = 3600 s.
        expect([last.headers['retry-after'], last.json().message]).toEqual(['3600', TIRE_HOTEL_LIMIT_MESSAGES.tooManyCodesFromAddress]);
        await app.inject({ url: '/api/tirehotel/authorization/search?regNo=CAR9', remoteAddress: '10.9.9.8' });
        expect((await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: 'phone-9' }, remoteAddress: '10.9.9.8' })).statusCode).toBe(200);
      } finally {
        await up.close();
      }
    });

    it('answers at most 10 validate calls per token, right or wrong: the 11th is 429 with Retry-After and never reaches the tire hotel', async () => {
      const up = await guessingUpstream();
      try {
        const app = await bff(up.url);
        await app.inject({ url: '/api/tirehotel/authorization/search?regNo=ABC123' });
        const token = (await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: 'victim' } })).json().authorizationToken as string;
        // The right code every time (the fake upstream accepts 4711 again and again): the count is of calls, not of wrong codes.
        const statuses: number[] = [];
        let last = await app.inject({ url: '/' });
        for (let i = 0; i < 11; i++) {
          last = await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/validate', payload: { authToken: token, otpToken: '4711' } });
          statuses.push(last.statusCode);
        }
        expect(statuses).toEqual([...Array(10).fill(200), 429]);
        // 2 hours (the login's life) = 7200 s.
        expect([last.headers['retry-after'], last.json().message]).toEqual(['7200', TIRE_HOTEL_LIMIT_MESSAGES.tooManyValidations]);
        expect(up.seen.filter((s) => s.url.startsWith('/authorization/validate'))).toHaveLength(10);
        // A token this BFF never handed out is refused without being counted or forwarded.
        const madeUp = await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/validate', payload: { authToken: 'made-up-token-abcdefghij', otpToken: '4711' } });
        expect([madeUp.statusCode, madeUp.json().message]).toEqual([401, TIRE_HOTEL_LIMIT_MESSAGES.loginExpired]);
        expect(up.seen.filter((s) => s.url.startsWith('/authorization/validate'))).toHaveLength(10);
      } finally {
        await up.close();
      }
    });
  });

  describe('token scope (issue 19): a token reaches only the vehicle it was searched for', () => {
    // One number with two vehicles: the upstream's validate lists both, at two workshops.
    const twoCars = () =>
      fakeUpstream((url) => {
        if (url.startsWith('/authorization/search')) return { status: 200, body: { encryptedPhoneNumber: 'family', obfuscatedPhoneNumber: '07*****12', regNo: new URLSearchParams(url.split('?')[1]).get('regNo') } };
        if (url.startsWith('/authorization/login')) return { status: 200, body: { authorizationToken: TOKEN } };
        if (url.startsWith('/authorization/validate')) return { status: 200, body: { status: 0, vehicles: [vehicle('ABC123', '015.4', 'VOLVO'), vehicle('DEF456', '020.1', 'VOLKSWAGEN')] } };
        return { status: 200, body: { ok: true } };
      });
    const loggedInFor = async (app: FastifyInstance, regNo: string) => {
      await app.inject({ url: `/api/tirehotel/authorization/search?regNo=${regNo}` });
      await app.inject({ method: 'POST', url: '/api/tirehotel/authorization/login', payload: { encryptedPhoneNumber: 'family' } });
      return app.inject({ method: 'POST', url: '/api/tirehotel/authorization/validate', payload: { authToken: TOKEN, otpToken: '1234' } });
    };
    const days = (erpId: string, regNo: string) => ({ method: 'POST' as const, url: `/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=${erpId}`, headers: auth, payload: { startDate: '2026-03-04', endDate: '2026-06-01', regNo } });

    it('answers validate with the searched vehicle only', async () => {
      const up = await twoCars();
      try {
        const validated = await loggedInFor(await bff(up.url), 'DEF456');
        expect(validated.statusCode).toBe(200);
        expect(validated.json().vehicles.map((v: { regNo: string }) => v.regNo)).toEqual(['DEF456']);
      } finally {
        await up.close();
      }
    });

    it.each([
      ['days at the other vehicle\'s workshop', days('020.1', 'VOLKSWAGEN')],
      ['days at its own workshop for another brand', days('015.4', 'VOLKSWAGEN')],
      ['slots at an unknown workshop', { ...days('999.9', 'VOLVO'), url: '/api/tirehotel/booking/GetTimeslots?workshopIdentifier=999.9' }],
      ['a booking for the other vehicle at its workshop', { method: 'POST' as const, url: '/api/tirehotel/booking/create?departmentIdentifier=020.1', headers: auth, payload: { ...booking, regNo: 'DEF456' } }],
      ['a booking for the other vehicle at its own workshop', { method: 'POST' as const, url: '/api/tirehotel/booking/create?departmentIdentifier=015.4', headers: auth, payload: { ...booking, regNo: 'DEF456' } }],
      ['a booking for its own vehicle at another workshop', { method: 'POST' as const, url: '/api/tirehotel/booking/create?departmentIdentifier=020.1', headers: auth, payload: booking }],
    ])('refuses %s with 403 and a Swedish message, and the tire hotel never sees it', async (_what, call) => {
      const up = await twoCars();
      try {
        const app = await bff(up.url);
        await loggedInFor(app, 'ABC123');
        const before = up.seen.length;
        const answer = await app.inject(call);
        expect([answer.statusCode, answer.json().message]).toEqual([403, TIRE_HOTEL_LIMIT_MESSAGES.notYourVehicle]);
        expect(up.seen.length).toBe(before);
      } finally {
        await up.close();
      }
    });

    it("lets the token reach its own vehicle's days (brand code or regNo) and book it at its workshop", async () => {
      const up = await twoCars();
      try {
        const app = await bff(up.url);
        await loggedInFor(app, 'ABC123');
        expect((await app.inject(days('015.4', 'volvo'))).statusCode).toBe(200);
        expect((await app.inject(days('015.4', 'ABC123'))).statusCode).toBe(200);
        expect((await app.inject({ method: 'POST', url: '/api/tirehotel/booking/create?departmentIdentifier=015.4', headers: auth, payload: booking })).statusCode).toBe(200);
      } finally {
        await up.close();
      }
    });

    it('refuses booking and review calls with a token this BFF never validated (401)', async () => {
      const up = await twoCars();
      try {
        const app = await bff(up.url);
        const review = await app.inject({ method: 'POST', url: '/api/tirehotel/review/addReview', headers: auth, payload: { rating: 5, comment: '', date: '2026-03-01' } });
        expect([review.statusCode, review.json().message]).toEqual([401, TIRE_HOTEL_LIMIT_MESSAGES.loginRequired]);
        expect((await app.inject(days('015.4', 'VOLVO'))).statusCode).toBe(401);
        expect(up.seen).toEqual([]);
      } finally {
        await up.close();
      }
    });
  });
});
