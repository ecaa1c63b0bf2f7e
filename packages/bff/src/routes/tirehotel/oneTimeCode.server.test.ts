/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tireHotelCredentialsSchema, tireHotelCustomerSchema, tireHotelTimeslotDaysSchema, tireHotelTimeslotsSchema, tireHotelValidatedSchema, type TireHotelVehicle } from '@showroom/contracts/tirehotel';
import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { RunningSandbox } from '@showroom/sandbox';
import { spawnSandbox } from '@showroom/sandbox/testing';
import { mountBff } from '../../bffPlugin';
import type { EventCounter } from '../../rateLimit/eventCounter';
import { eventCounterFromEnv } from '../../rateLimit/eventCounterFromEnv';
import { MemoryEventCounter } from '../../rateLimit/memoryEventCounter';
import { DEFAULT_REQUEST_LIMITS } from '../../rateLimit/requestLimits';
import { resetBreakers } from '../../upstreams/breaker';
import { upstreamsFromEnv } from '../../upstreams/config';
import { TIRE_HOTEL_LIMIT_MESSAGES } from './tireHotelGuard';

// Issue 19's attacks over real HTTP: the sandbox's tire hotel (its CLI, in a child process, as npm start runs it)
// and BFF instances (Fastify listening on port 0, the host's /api mount) in front of it.
jest.setTimeout(120_000);

const SANDBOX_KEY = 'sandbox-key';
// The machine's Redis (npm test starts one when none answers: scripts/ensure-services.mjs); REDIS_URL picks another.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/15';

type Running = RunningSandbox;

const startSandbox = () =>
  spawnSandbox(['--cars', '300', '--data-dir', mkdtempSync(path.join(tmpdir(), 'bff-otc-'))], { SANDBOX_NOW: '2026-11-02T09:00:00Z', SANDBOX_API_KEY: SANDBOX_KEY });

/** A BFF instance as the host mounts it, believing X-Forwarded-For from loopback (the e2e host's TRUST_PROXY). */
async function startBff(sandboxUrl: string, eventCounter: EventCounter): Promise<Running & { app: FastifyInstance }> {
  const app = Fastify({ trustProxy: '127.0.0.1' });
  // The generic per-address limit (issue 20) raised past these attacks' 10,000 calls: what is tested here is the guard underneath it.
  const rateLimit = { limits: { ...DEFAULT_REQUEST_LIMITS, code: { max: 1_000_000, windowSeconds: 600 } }, redisUrl: '' };
  await mountBff(app, { upstreams: upstreamsFromEnv({ SANDBOX_URL: sandboxUrl, SANDBOX_API_KEY: SANDBOX_KEY }), partnerOrigins: [], eventCounter, rateLimit });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, close: () => app.close() };
}

const outboxSchema = z.object({ messages: z.array(z.object({ code: z.optional(z.string()), regNo: z.optional(z.string()) })) });
const messageSchema = z.object({ message: z.string() });

/** An answer's body read by `schema`; one that does not fit fails with its status and body, so a failure says what came. */
async function answerBody<S extends z.ZodMiniType>(answer: Response, schema: S): Promise<z.infer<S>> {
  const text = await answer.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${answer.url} answered ${answer.status} ${text.slice(0, 300)}: ${parsed.error.message}`);
  return parsed.data;
}
const bookingsSchema = z.object({ bookings: z.array(z.object({ regNo: z.string(), erpId: z.string() })) });

describe('one-time codes through the BFF over HTTP (issue 19)', () => {
  let sandbox: Running;
  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 120_000);
  afterAll(() => sandbox.close());
  // The upstreams' breakers are per process: one test's outage must not fail the next one's calls fast.
  afterEach(() => resetBreakers());

  /** Calls on one BFF from one client address. */
  const client = (bff: string, address: string) => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': address };
    const post = (p: string, body: unknown, extra: Record<string, string> = {}) => fetch(`${bff}/api/tirehotel${p}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
    return {
      search: async (regNo: string) => answerBody(await fetch(`${bff}/api/tirehotel/authorization/search?regNo=${regNo}`, { headers }), tireHotelCustomerSchema),
      login: (encryptedPhoneNumber: string) => post('/authorization/login', { encryptedPhoneNumber }),
      validate: (authToken: string, otpToken: string) => post('/authorization/validate', { authToken, otpToken }),
      post,
    };
  };
  const latestCode = async (regNo: string) => {
    const { messages } = await answerBody(await fetch(`${sandbox.url}/__sandbox/outbox`), outboxSchema);
    const code = messages.find((m) => m.regNo?.split(', ').includes(regNo))?.code;
    if (!code) throw new Error(`no code for ${regNo} in the outbox`);
    return code;
  };
  const bookings = async () => (await answerBody(await fetch(`${sandbox.url}/__sandbox/tirehotel/bookings`), bookingsSchema)).bookings;
  /** Searched, sent and read from the outbox: a token and its right code. */
  const loginFor = async (c: ReturnType<typeof client>, regNo: string) => {
    const customer = await c.search(regNo);
    const login = await c.login(customer.encryptedPhoneNumber);
    expect(login.status).toBe(200);
    const token = (await answerBody(login, tireHotelCredentialsSchema)).authorizationToken;
    return { customer, token, code: await latestCode(regNo) };
  };

  it('stops a script trying all 10,000 codes on one login after 5 tries; the right code is dead afterwards', async () => {
    const bff = await startBff(sandbox.url, new MemoryEventCounter());
    try {
      const c = client(bff.url, '198.18.1.1');
      const { token, code } = await loginFor(c, 'ABC123');
      // Every code once, the right one last: the attack's luck (5 in 10,000 within the first five tries) is not what is tested.
      const order = Array.from({ length: 10_000 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
      expect(new Set(order).size).toBe(10_000);
      expect(order.at(-1)).toBe(code);
      const statuses = new Map<number, number>();
      const answered: string[] = [];
      let refusal: { message: string; retryAfter: string | null } | undefined;
      for (const guess of order) {
        const answer = await c.validate(token, guess);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const { message } = await answerBody(answer, messageSchema);
        if (answer.status === 429) refusal ??= { message, retryAfter: answer.headers.get('retry-after') };
        else answered.push(message);
      }
      // The sandbox kills the code at the 5th wrong try and the BFF forwards no 6th: 5 answered (all 401) + 9,995
      // refused (429: 5 as a dead code, then past 10 calls per token) = 10,000; none 200.
      expect(Object.fromEntries(statuses)).toEqual({ 401: 5, 429: 9_995 });
      expect(answered).toEqual([...Array(4).fill('Felaktig kod, försök igen.'), 'För många felaktiga försök, begär en ny kod.']);
      // 2 hours (the login's life) = 7200 s.
      expect(refusal).toEqual({ message: TIRE_HOTEL_LIMIT_MESSAGES.codeDead, retryAfter: '7200' });
      // The right code, asked of the tire hotel itself past the BFF: dead there too.
      const direct = await fetch(`${sandbox.url}/tirehotel/authorization/validate?authToken=${token}&otpToken=${code}`, { method: 'POST', headers: { 'x-api-key': SANDBOX_KEY, 'content-type': 'application/json' }, body: '{}' });
      expect([direct.status, (await answerBody(direct, messageSchema)).message]).toEqual([401, 'För många felaktiga försök, begär en ny kod.']);
    } finally {
      await bff.close();
    }
  });

  it('refuses the 6th code send for one registration number within 15 minutes, whatever the address', async () => {
    const bff = await startBff(sandbox.url, new MemoryEventCounter());
    try {
      const customer = await client(bff.url, '198.18.2.1').search('DEF456');
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 6; i++) {
        last = await client(bff.url, `198.18.2.${10 + i}`).login(customer.encryptedPhoneNumber);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect([last?.headers.get('retry-after'), messageSchema.parse(await last?.json()).message]).toEqual(['900', TIRE_HOTEL_LIMIT_MESSAGES.tooManyCodes]);
    } finally {
      await bff.close();
    }
  });

  describe('token scope: a token for ABC123 reaches ABC123 only', () => {
    let bff: Running;
    let c: ReturnType<typeof client>;
    let token: string;
    let mine: TireHotelVehicle;
    let other: TireHotelVehicle;
    beforeAll(async () => {
      bff = await startBff(sandbox.url, new MemoryEventCounter());
      c = client(bff.url, '198.18.3.1');
      // DEF456's vehicle and workshop, from a login of its own.
      const def = await loginFor(c, 'DEF456');
      other = (await answerBody(await c.validate(def.token, def.code), tireHotelValidatedSchema)).vehicles[0] as TireHotelVehicle;
      const abc = await loginFor(c, 'ABC123');
      token = abc.token;
      const validated = await c.validate(token, abc.code);
      expect(validated.status).toBe(200);
      const vehicles = (await answerBody(validated, tireHotelValidatedSchema)).vehicles;
      expect(vehicles.map((v) => v.regNo)).toEqual(['ABC123']);
      mine = vehicles[0] as TireHotelVehicle;
      // The two live at different workshops, or the workshop attacks below would prove nothing.
      expect(other.location.erpId).not.toBe(mine.location.erpId);
      // A used code is refused.
      const again = await c.validate(token, abc.code);
      expect([again.status, (await answerBody(again, messageSchema)).message]).toEqual([401, 'Koden har redan använts, begär en ny kod.']);
    });
    afterAll(() => bff.close());

    const auth = () => ({ authorization: `Bearer ${token}` });
    const person = { firstName: 'Ada', lastName: 'Lind', email: 'ada@example.com', phoneMobile: '+46701234567' };
    const window = () => ({ startDate: '2026-11-05', endDate: '2027-02-02', regNo: mine.brandCode });

    it.each([
      ['book DEF456 at its own workshop', () => ({ path: `/booking/create?departmentIdentifier=${other.location.erpId}`, body: { bookingDate: '2026-11-10', bookingStart: '09:00', regNo: 'DEF456', freeText: '', customer: person } })],
      ['book DEF456 at ABC123s workshop', () => ({ path: `/booking/create?departmentIdentifier=${mine.location.erpId}`, body: { bookingDate: '2026-11-10', bookingStart: '09:00', regNo: 'DEF456', freeText: '', customer: person } })],
      ['book ABC123 at another workshop', () => ({ path: `/booking/create?departmentIdentifier=${other.location.erpId}`, body: { bookingDate: '2026-11-10', bookingStart: '09:00', regNo: 'ABC123', freeText: '', customer: person } })],
      ["read another workshop's days", () => ({ path: `/booking/GetTimeslotDays?workshopIdentifier=${other.location.erpId}`, body: { ...window(), regNo: other.brandCode } })],
      ["read another workshop's times", () => ({ path: `/booking/GetTimeslots?workshopIdentifier=${other.location.erpId}`, body: window() })],
    ])('refuses to %s (403, Swedish) and nothing is stored', async (_what, call) => {
      const before = await bookings();
      const { path: p, body } = call();
      const answer = await c.post(p, body, auth());
      expect([answer.status, (await answerBody(answer, messageSchema)).message]).toEqual([403, TIRE_HOTEL_LIMIT_MESSAGES.notYourVehicle]);
      expect(await bookings()).toEqual(before);
    });

    it('books its own vehicle at its own workshop', async () => {
      const days = await answerBody(await c.post(`/booking/GetTimeslotDays?workshopIdentifier=${mine.location.erpId}`, window(), auth()), tireHotelTimeslotDaysSchema);
      const day = days.availableDates[0]?.date ?? '';
      const slots = await answerBody(await c.post(`/booking/GetTimeslots?workshopIdentifier=${mine.location.erpId}`, { ...window(), startDate: day, endDate: day }, auth()), tireHotelTimeslotsSchema);
      const start = slots.availableTimeSlotDates.flatMap((d) => d.startTime)[0] ?? null;
      const booked = await c.post(`/booking/create?departmentIdentifier=${mine.location.erpId}`, { bookingDate: day, bookingStart: start, regNo: 'ABC123', freeText: '', customer: person }, auth());
      expect(booked.status).toBe(200);
      expect((await bookings()).filter((b) => b.regNo === 'ABC123')).toEqual([expect.objectContaining({ regNo: 'ABC123', erpId: mine.location.erpId })]);
    });
  });

  describe('limits in Redis hold across two BFF instances (REDIS_URL)', () => {
    let a: Running;
    let b: Running;
    beforeAll(async () => {
      // What two hosts started with the same REDIS_URL get: eventCounterFromEnv, one key prefix.
      const env = { REDIS_URL, REDIS_PREFIX: `showroom-test:${randomUUID()}:` };
      a = await startBff(sandbox.url, eventCounterFromEnv(env));
      b = await startBff(sandbox.url, eventCounterFromEnv(env));
    });
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('counts sends per registration number on both: 3 on A + 2 on B, the 6th on B is refused', async () => {
      const customer = await client(a.url, '198.18.4.1').search('GHI78J');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await client(i < 3 ? a.url : b.url, `198.18.4.${10 + i}`).login(customer.encryptedPhoneNumber)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('counts sends per client address on both: 3 on A + 2 on B, the 6th on A is refused', async () => {
      const info = await answerBody(await fetch(`${sandbox.url}/__sandbox/info`), z.object({ tireHotelRegNos: z.array(z.string()) }));
      // Six vehicles with their own numbers (not NOSMS1, whose send fails, nor the ones the other tests use up).
      const regNos = info.tireHotelRegNos.filter((r) => !['ABC123', 'DEF456', 'GHI78J', 'NOSMS1'].includes(r)).slice(0, 6);
      expect(regNos).toHaveLength(6);
      const statuses: number[] = [];
      for (const [i, regNo] of regNos.entries()) {
        const c = client(i < 3 || i === 5 ? a.url : b.url, '198.18.5.1');
        statuses.push((await c.login((await c.search(regNo)).encryptedPhoneNumber)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('shares a token: sent on B, validated on A, booking calls on B; its wrong tries counted across both', async () => {
      const onA = client(a.url, '198.18.6.1');
      const onB = client(b.url, '198.18.6.2');
      const { token, code } = await loginFor(onB, 'ABC123');
      const validated = await onA.validate(token, code);
      expect(validated.status).toBe(200);
      const vehicle = (await answerBody(validated, tireHotelValidatedSchema)).vehicles[0] as TireHotelVehicle;
      const days = await onB.post(`/booking/GetTimeslotDays?workshopIdentifier=${vehicle.location.erpId}`, { startDate: '2026-11-05', endDate: '2026-12-01', regNo: vehicle.brandCode }, { authorization: `Bearer ${token}` });
      expect(days.status).toBe(200);
      // The used code again, alternately on B and A: 5 answers of 401 counted on both instances, the 6th refused.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await (i % 2 ? onA : onB).validate(token, code)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });
});
