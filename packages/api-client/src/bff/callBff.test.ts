import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bffRoute, mechmateRoutes, personalizationRoutes, placesRoutes, tireHotelRoutes, vehicleMediaCheckedRoutes, vehicleMediaRoutes } from '@showroom/contracts/bff-routes';
import { z } from '@showroom/contracts';
import { BffError } from './bffError';
import { askBff, callBff } from './callBff';
import { callCheckedBff } from './callCheckedBff';

// A local BFF stand-in on a free port: the client goes through the browser's fetch and the network.
type Seen = { method: string; url: string; body: string; headers: IncomingMessage['headers'] };
let server: Server;
let apiBase: string;
let seen: Seen[];
let reply: (request: Seen) => { status: number; body?: unknown; delayMs?: number };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', body: Buffer.concat(chunks).toString('utf8'), headers: request.headers };
      seen.push(entry);
      const { status, body, delayMs = 0 } = reply(entry);
      setTimeout(() => {
        response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
        response.end(body === undefined ? undefined : JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
  reply = () => ({ status: 200, body: {} });
});

const details = { placeId: 'se/göteborg', name: 'Göteborg', latitude: 57.7, longitude: 11.97, region: 'Västra Götaland' };
const echo = bffRoute({
  method: 'POST',
  path: '/api/test/:a/:b',
  query: z.object({ list: z.array(z.string()), n: z.number(), gone: z.optional(z.string()) }),
  headers: z.object({ authorization: z.string() }),
  body: z.object({ x: z.number() }),
  response: z.pipe(z.object({ count: z.number() }), z.transform(({ count }) => count * 2)),
});

describe('callBff', () => {
  it('encodes each path parameter into its segment and parses the answer', async () => {
    reply = () => ({ status: 200, body: details });
    await expect(callBff(placesRoutes.details, { params: { placeId: 'se/göteborg' } }, { apiBase })).resolves.toEqual(details);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/places/details/se%2Fg%C3%B6teborg' });
    expect(seen[0]?.headers.accept).toBe('application/json');
  });

  it('sends the query (a list repeated, undefined left out), the headers and the JSON body, and answers the schema’s output', async () => {
    reply = () => ({ status: 201, body: { count: 21 } });
    const answer = await callBff(echo, { params: { a: 'x y', b: 7 }, query: { list: ['1', 'a&b'], n: 2, gone: undefined }, headers: { authorization: 'Bearer t' }, body: { x: 1 } }, { apiBase });
    expect(answer).toBe(42);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/test/x%20y/7?list=1&list=a%26b&n=2', body: '{"x":1}' });
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'application/json' });
  });

  it('takes a 204 without a body as nothing', async () => {
    reply = () => ({ status: 204 });
    const body = { channel: 'WEB' as const, currency: 'USD' as const, pageName: 'nyheter', pageVariantId: 'default', language: 'sv' };
    await expect(callBff(personalizationRoutes.pageView, { body }, { apiBase })).resolves.toBeUndefined();
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/personalization/pageview', body: JSON.stringify(body) });
  });

  it('rejects a 2xx answer outside the contract, naming the route and the field', async () => {
    reply = () => ({ status: 200, body: { ...details, latitude: 'north' } });
    const error = await callBff(placesRoutes.details, { params: { placeId: 'x' } }, { apiBase }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BffError);
    expect(error).toMatchObject({ status: 200, message: expect.stringContaining('GET /api/places/details/:placeId answered a body outside its contract (latitude:') });
  });

  it('rejects a failed status with a BffError carrying the status and the described error body', async () => {
    reply = () => ({ status: 404, body: { errors: { 'Error Result': ['VehicleNotFound'] } } });
    await expect(callBff(mechmateRoutes.car, { params: { registrationNumber: 'ZZZ99Z' } }, { apiBase })).rejects.toMatchObject({
      name: 'BffError',
      status: 404,
      message: 'GET /api/mechmate/car/:registrationNumber answered 404',
      body: { errors: { 'Error Result': ['VehicleNotFound'] } },
    });
  });

  it('gives up after the timeout, and on abort', async () => {
    reply = () => ({ status: 200, body: details, delayMs: 300 });
    await expect(callBff(placesRoutes.details, { params: { placeId: 'x' } }, { apiBase, timeout: 30 })).rejects.toThrow(/timeout/);
    const controller = new AbortController();
    const call = callBff(placesRoutes.details, { params: { placeId: 'x' } }, { apiBase, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('askBff', () => {
  it('resolves a failed status as an answer, with the body the route describes, or none', async () => {
    reply = () => ({ status: 404, body: { message: 'Inget avtal' } });
    await expect(askBff(tireHotelRoutes.search, { query: { regNo: 'ABC123' } }, { apiBase })).resolves.toEqual({ ok: false, status: 404, error: { message: 'Inget avtal' } });
    // (The calls given up above may reach the server late, so this one is looked for.)
    expect(seen.map((entry) => entry.url)).toContain('/api/tirehotel/authorization/search?regNo=ABC123');
    reply = () => ({ status: 502, body: { error: 'tirehotel is not available right now' } });
    await expect(askBff(tireHotelRoutes.search, { query: { regNo: 'ABC123' } }, { apiBase })).resolves.toEqual({ ok: false, status: 502, error: undefined });
  });

  it('resolves a 2xx with its status and parsed body', async () => {
    const customer = { encryptedPhoneNumber: 'enc', obfuscatedPhoneNumber: '07*****12', regNo: 'ABC123' };
    reply = () => ({ status: 200, body: { ...customer, extra: 'dropped' } });
    await expect(askBff(tireHotelRoutes.search, { query: { regNo: 'ABC123' } }, { apiBase })).resolves.toEqual({ ok: true, status: 200, data: customer });
  });

  it('rejects when there is no answer', async () => {
    await expect(askBff(placesRoutes.details, { params: { placeId: 'x' } }, { apiBase: 'http://127.0.0.1:9' })).rejects.toThrow();
  });
});

describe('callCheckedBff (a route checked by hand, for pages without zod)', () => {
  const media = { videoUrl: null, images360: ['/f/1.jpg'], internal360: [], hasVideo: false, has360: true, hasInternal360: false };

  it('calls the same method and path the BFF serves, and answers the checked body', async () => {
    expect([vehicleMediaCheckedRoutes.media.method, vehicleMediaCheckedRoutes.media.path]).toEqual([vehicleMediaRoutes.media.method, vehicleMediaRoutes.media.path]);
    reply = () => ({ status: 200, body: { ...media, extra: 'dropped' } });
    await expect(callCheckedBff(vehicleMediaCheckedRoutes.media, { params: { regNo: 'ABC 123' } }, { apiBase })).resolves.toEqual(media);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/autos-on-show/ABC%20123' });
    expect(seen[0]?.headers.accept).toBe('application/json');
  });

  it('rejects a 2xx answer outside the contract, naming the route and the field', async () => {
    reply = () => ({ status: 200, body: { ...media, has360: 'yes' } });
    const error = await callCheckedBff(vehicleMediaCheckedRoutes.media, { params: { regNo: 'ABC123' } }, { apiBase }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BffError);
    expect(error).toMatchObject({ status: 200, message: 'GET /api/autos-on-show/:regNo answered a body outside its contract (has360: expected true or false)', body: { ...media, has360: 'yes' } });
  });

  it('rejects a failed status with its status', async () => {
    reply = () => ({ status: 502, body: { error: 'down' } });
    await expect(callCheckedBff(vehicleMediaCheckedRoutes.media, { params: { regNo: 'ABC123' } }, { apiBase })).rejects.toMatchObject({ name: 'BffError', status: 502, message: 'GET /api/autos-on-show/:regNo answered 502' });
  });

  it('gives up after the timeout', async () => {
    reply = () => ({ status: 200, body: media, delayMs: 300 });
    await expect(callCheckedBff(vehicleMediaCheckedRoutes.media, { params: { regNo: 'ABC123' } }, { apiBase, timeout: 30 })).rejects.toThrow(/timeout/);
  });
});
