import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { upstreamClient } from '../../upstreams/http';
import { registerMechmateRoutes } from './index';

// A stand-in mechmate that records the URLs reaching it and answers what a test sets.
async function fakeMechmate() {
  const seen: { url: string; body: unknown }[] = [];
  let answer: (url: string) => { status: number; body: unknown; type?: string } = () => ({ status: 200, body: { ok: true } });
  const server = Fastify();
  server.all('/*', async (request, reply) => {
    seen.push({ url: request.url, body: request.body });
    const { status, body, type } = answer(request.url);
    if (type) void reply.type(type);
    return reply.code(status).send(body);
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url, seen, answer: (fn: typeof answer) => void (answer = fn), close: () => server.close() };
}

async function bff(baseUrl: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(async (api) => registerMechmateRoutes(api, { mechmate: upstreamClient('mechmate', { baseUrl, apiKey: 'k' }, 2000) }), { prefix: '/api' });
  return app;
}

const booking = {
  customer: { firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45 67', email: 'anna@example.se' },
  freeText: '',
  departmentId: '015.3',
  timeSlot: '2026-03-03T09:30:00',
  isFullDay: false,
  registrationNumber: 'abc 123',
  mileage: 1,
  serviceOfferingRequests: [{ kobraId: 'originalservice', unitsSelected: null, userInput: null }],
};

describe('BFF mechmate routes with a dead upstream', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await bff('http://127.0.0.1:9');
  });

  it.each([
    ['services without lng', 'GET', '/api/mechmate/services/ABC123?lat=59.3', undefined, /lng/],
    ['addons with a text latitude', 'GET', '/api/mechmate/addons/ABC123?lat=north&lng=18', undefined, /lat/],
    ['services for a registration with symbols', 'GET', '/api/mechmate/services/AB%3B123?lat=59&lng=18', undefined, /registrationNumber/],
    ['prices without offerings', 'GET', '/api/mechmate/prices/ABC123/4200/015.3', undefined, /serviceOfferings/],
    ['prices with a negative mileage', 'GET', '/api/mechmate/prices/ABC123/-1/015.3?serviceOfferings=originalservice', undefined, /mileage/],
    ['prices with a bad offering code', 'GET', '/api/mechmate/prices/ABC123/4200/015.3?serviceOfferings=DROP%20TABLE', undefined, /serviceOfferings/],
    ['an authorized-workshop brand with spaces', 'GET', '/api/mechmate/authorized-workshop/Mercedes%20Benz', undefined, /brand/],
    ['timeslots for a non-date', 'GET', '/api/mechmate/timeslots/from/ABC123/015.3/tomorrow/', undefined, /date/],
    ['timeslots for a department with a slash', 'GET', '/api/mechmate/timeslots/from/ABC123/01%2F5/2026-03-02/', undefined, /departmentId/],
    ['the stream without coordinates', 'GET', '/api/mechmate/departments/closestAvailable?regNo=ABC123', undefined, /latitude/],
    ['the stream with a bad cursor', 'GET', '/api/mechmate/departments/closestAvailable?regNo=ABC123&latitude=59&longitude=18&cursor=a%20b', undefined, /cursor/],
    ['a booking with a bad phone', 'POST', '/api/mechmate/book', { ...booking, customer: { ...booking.customer, phone: '12-34' } }, /customer\.phone/],
    ['a booking with a bad e-mail', 'POST', '/api/mechmate/book', { ...booking, customer: { ...booking.customer, email: 'anna@' } }, /customer\.email/],
    ['a booking with 81 characters of text', 'POST', '/api/mechmate/book', { ...booking, freeText: 'x'.repeat(81) }, /freeText/],
    ['a booking without a time slot', 'POST', '/api/mechmate/book', { ...booking, timeSlot: undefined }, /timeSlot/],
    ['a booking with a 7-character registration', 'POST', '/api/mechmate/book', { ...booking, registrationNumber: 'ABC1234' }, /registrationNumber/],
  ])('answers 400 naming the field for %s', async (_what, method, url, payload, message) => {
    const response = await app.inject({ method: method as 'GET' | 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });

  it('answers 502 for valid input when mechmate is down, the stream included', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/mechmate/services/ABC123?lat=59.3&lng=18' })).statusCode).toBe(502);
    expect((await app.inject({ method: 'GET', url: '/api/mechmate/departments/closestAvailable?regNo=ABC123&latitude=59&longitude=18' })).statusCode).toBe(502);
    expect((await app.inject({ method: 'POST', url: '/api/mechmate/book', payload: booking })).statusCode).toBe(502);
  });
});

describe('BFF mechmate routes with a live upstream', () => {
  let upstream: Awaited<ReturnType<typeof fakeMechmate>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    upstream = await fakeMechmate();
    app = await bff(upstream.url);
  });
  afterAll(() => upstream.close());
  beforeEach(() => {
    upstream.seen.length = 0;
  });

  it('forwards the spec paths with normalised registration numbers and joined offering codes', async () => {
    await app.inject({ method: 'GET', url: '/api/mechmate/services/abc%20123?lat=59.3&lng=18.1' });
    await app.inject({ method: 'GET', url: '/api/mechmate/prices/ABC123/4200/015.3?serviceOfferings=originalservice&serviceOfferings=wash-exterior' });
    await app.inject({ method: 'GET', url: '/api/mechmate/authorized-workshop/Mercedes-Benz' });
    await app.inject({ method: 'GET', url: `/api/mechmate/timeslots/from/ABC123/015.3/${encodeURIComponent('2026-03-02T00:00:00')}/?serviceOfferings=originalservice,wiper-blades` });
    await app.inject({ method: 'POST', url: '/api/mechmate/book', payload: booking });
    expect(upstream.seen.map((s) => decodeURIComponent(s.url))).toEqual([
      '/services/ABC123?lat=59.3&lng=18.1',
      '/prices/ABC123/4200/015.3?serviceOfferings=originalservice,wash-exterior',
      '/authorized-workshop/Mercedes-Benz',
      '/timeslots/from/ABC123/015.3/2026-03-02T00:00:00/?serviceOfferings=originalservice,wiper-blades',
      '/book',
    ]);
    expect(upstream.seen.at(-1)?.body).toMatchObject({ registrationNumber: 'ABC123', departmentId: '015.3' });
  });

  it('passes mechmate 4xx answers through (they carry the error code)', async () => {
    upstream.answer(() => ({ status: 409, body: { errors: { 'Error Result': ['TimeslotNotAvailable'] } } }));
    const response = await app.inject({ method: 'POST', url: '/api/mechmate/book', payload: booking });
    expect([response.statusCode, response.json()]).toEqual([409, { errors: { 'Error Result': ['TimeslotNotAvailable'] } }]);
    upstream.answer(() => ({ status: 400, body: { error: 'cursor: no department 1.1 in this list' } }));
    const stream = await app.inject({ method: 'GET', url: '/api/mechmate/departments/closestAvailable?regNo=ABC123&latitude=59&longitude=18&cursor=1.1' });
    expect([stream.statusCode, stream.json()]).toEqual([400, { error: 'cursor: no department 1.1 in this list' }]);
  });

  it('streams the server-sent events through as they arrive', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    async function* messages() {
      yield 'data: {"departmentId":"015.3"}\n\n';
      await held;
      yield 'data: {"departmentId":"018.3"}\n\ndata: {"nosites":true}\n\n';
    }
    upstream.answer(() => ({ status: 200, body: Readable.from(messages()), type: 'text/event-stream' }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${url}/api/mechmate/departments/closestAvailable?regNo=abc123&latitude=59.3&longitude=18.1&serviceOfferings=originalservice`);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      // The first message reaches the browser while the upstream still holds the rest.
      expect(decoder.decode((await reader.read()).value)).toBe('data: {"departmentId":"015.3"}\n\n');
      release();
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);
      expect(rest).toBe('data: {"departmentId":"018.3"}\n\ndata: {"nosites":true}\n\n');
      expect(decodeURIComponent(upstream.seen[0]!.url)).toBe('/departments/closestAvailable?regNo=ABC123&serviceOfferings=originalservice&latitude=59.3&longitude=18.1');
    } finally {
      await app.close();
    }
  });
});
