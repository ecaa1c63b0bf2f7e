/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetBreakers, type BreakerSettings } from './breaker';
import { UpstreamError, upstreamClient } from './http';
import { isRetryableCall, shouldRetry } from './retry';

// A real local upstream that answers what each test tells it to, and counts the calls that reached it.
type Behaviour = 'ok' | 'fail503' | 'bad400' | 'reset';
let script: Behaviour[] = [];
let fallback: Behaviour = 'ok';
let hits: string[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const behaviour = script.shift() ?? fallback;
    req.resume();
    if (behaviour === 'reset') return req.socket.destroy();
    const status = behaviour === 'ok' ? 200 : behaviour === 'fail503' ? 503 : 400;
    res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify({ status }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  fallback = 'ok';
  hits = [];
});
afterEach(() => {
  jest.useRealTimers();
  resetBreakers();
});

const BREAKER: BreakerSettings = { errorPercent: 50, volume: 3, windowMs: 60_000, resetMs: 5_000 };
const client = (name: string, timeoutMs = 4000) => upstreamClient(name, { baseUrl: base, apiKey: 'k' }, timeoutMs, { breaker: BREAKER, retryDelayMs: 10 });

describe('circuit breaker per upstream (issue 20)', () => {
  it('opens after 3 failures: the 4th call fails at once with an UpstreamError and never reaches the upstream', async () => {
    fallback = 'fail503';
    const comhub = client('comhub');
    // A lead POST: never retried, so each call is one arrival.
    for (let i = 0; i < 2; i += 1) await expect(comhub.post('/api/forms', {})).rejects.toBeInstanceOf(UpstreamError);
    // Below the volume (2 of 3) it is still closed: the 3rd call goes out.
    await expect(comhub.post('/api/forms', {})).rejects.toMatchObject({ status: 503 });
    expect(hits).toHaveLength(3);
    const refused = comhub.post('/api/forms', {});
    await expect(refused).rejects.toBeInstanceOf(UpstreamError);
    await expect(refused).rejects.toThrow(/comhub: circuit open/);
    expect(hits).toHaveLength(3);
  });

  it('stays open until the reset time, then lets one probe through, and closes when it succeeds', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    fallback = 'fail503';
    const places = client('places');
    // POSTs (not reads, so one arrival per call): three failures open it.
    for (let i = 0; i < 3; i += 1) await expect(places.post('/a', {})).rejects.toMatchObject({ status: 503 });
    expect(hits).toHaveLength(3);
    fallback = 'ok';
    jest.advanceTimersByTime(4_999);
    await expect(places.post('/a', {})).rejects.toThrow(/circuit open/);
    expect(hits).toHaveLength(3);
    jest.advanceTimersByTime(1);
    // Half-open: this call is the probe; it reaches the upstream, succeeds, and the breaker closes.
    await expect(places.post('/a', {})).resolves.toMatchObject({ status: 200 });
    expect(hits).toHaveLength(4);
    await expect(places.get('/b')).resolves.toMatchObject({ status: 200 });
    expect(hits).toHaveLength(5);
  });

  it('counts each attempt of a retried GET: two GETs failing twice each open it', async () => {
    fallback = 'fail503';
    const places = client('places');
    await expect(places.get('/a')).rejects.toMatchObject({ status: 503 });
    await expect(places.get('/a')).rejects.toThrow(/circuit open/);
    expect(hits).toHaveLength(3);
  });

  it('a failed probe opens it again for another reset time', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    fallback = 'fail503';
    const mechmate = client('mechmate');
    for (let i = 0; i < 3; i += 1) await expect(mechmate.post('/book', {})).rejects.toBeInstanceOf(UpstreamError);
    jest.advanceTimersByTime(5_000);
    await expect(mechmate.post('/book', {})).rejects.toMatchObject({ status: 503 });
    expect(hits).toHaveLength(4);
    jest.advanceTimersByTime(4_999);
    await expect(mechmate.post('/book', {})).rejects.toThrow(/circuit open/);
    expect(hits).toHaveLength(4);
  });

  it('4xx answers never trip it: ten 400s in a row all reach the upstream and come back as answers', async () => {
    fallback = 'bad400';
    const mechmate = client('mechmate');
    for (let i = 0; i < 10; i += 1) expect((await mechmate.get('/car/AB1234')).status).toBe(400);
    expect(hits).toHaveLength(10);
  });

  it('is one breaker per upstream name: failures through one client fail the other client of that upstream fast', async () => {
    fallback = 'fail503';
    const first = client('content');
    const second = client('content');
    for (let i = 0; i < 3; i += 1) await expect(first.post('/not-a-read', {})).rejects.toBeInstanceOf(UpstreamError);
    fallback = 'ok';
    await expect(second.post('/graphql', {})).rejects.toThrow(/content: circuit open/);
    // Another upstream's breaker is its own.
    await expect(client('search').post('/v1/query', {})).resolves.toMatchObject({ status: 200 });
  });

  it('counts a 5xx the caller accepts as an answer (comhub sender) as a failure, and still returns it', async () => {
    fallback = 'fail503';
    const comhub = client('comhub');
    for (let i = 0; i < 3; i += 1) expect((await comhub.post('/api/forms', {}, { validateStatus: () => true })).status).toBe(503);
    await expect(comhub.post('/api/forms', {}, { validateStatus: () => true })).rejects.toThrow(/circuit open/);
    expect(hits).toHaveLength(3);
  });

  it('a call the caller aborts is not counted against the upstream', async () => {
    const slow = http.createServer(() => undefined);
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    try {
      const hanging = upstreamClient('vehiclemedia', { baseUrl: url, apiKey: 'k' }, 4000, { breaker: BREAKER });
      for (let i = 0; i < 5; i += 1) {
        const controller = new AbortController();
        const call = hanging.get('/x', { signal: controller.signal });
        setTimeout(() => controller.abort(), 20);
        await expect(call).rejects.toBeInstanceOf(UpstreamError);
      }
      // Five abandoned calls, yet the breaker is closed: this call goes out (and is abandoned too, not refused).
      const controller = new AbortController();
      const call = hanging.get('/x', { signal: controller.signal });
      setTimeout(() => controller.abort(), 20);
      await expect(call).rejects.not.toThrow(/circuit open/);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});

describe('one retry for idempotent calls (issue 20)', () => {
  it('retries a GET once on 503 and returns the second answer', async () => {
    script = ['fail503', 'ok'];
    const response = await client('places').get('/places/autocomplete?input=G');
    expect(response.status).toBe(200);
    expect(hits).toEqual(['GET /places/autocomplete?input=G', 'GET /places/autocomplete?input=G']);
  });

  it('retries only once: a GET that fails twice fails with the 503', async () => {
    script = ['fail503', 'fail503', 'ok'];
    await expect(client('places').get('/x')).rejects.toMatchObject({ status: 503 });
    expect(hits).toHaveLength(2);
  });

  it('does not retry a GET answered 400', async () => {
    script = ['bad400', 'ok'];
    expect((await client('mechmate').get('/car/AB1234')).status).toBe(400);
    expect(hits).toHaveLength(1);
  });

  it('retries a GET whose connection was reset without an answer', async () => {
    script = ['reset', 'ok'];
    expect((await client('vehiclemedia').get('/ABC123')).status).toBe(200);
    expect(hits).toHaveLength(2);
  });

  it('retries a search query and a content graph query (POSTs that only read)', async () => {
    script = ['fail503', 'ok', 'fail503', 'ok'];
    expect((await client('search').post('/v1/query', { index: 'cars' })).status).toBe(200);
    expect((await client('content').post('/graphql', { query: '{ x }' })).status).toBe(200);
    expect(hits).toEqual(['POST /v1/query', 'POST /v1/query', 'POST /graphql', 'POST /graphql']);
  });

  it.each([
    ['comhub', '/api/forms', 'a lead'],
    ['mechmate', '/book', 'a service booking'],
    ['tirehotel', '/booking/create', 'a tire-hotel booking'],
    ['tirehotel', '/review/addReview', 'a review'],
    ['tirehotel', '/authorization/login', 'a one-time code sent'],
    ['tirehotel', '/authorization/validate', 'a one-time code checked'],
    ['personalization', '/pageview', 'a page view'],
  ])('never retries a POST to %s %s (%s), even on 503 or a reset connection', async (name, path) => {
    script = ['fail503', 'ok'];
    await expect(client(name).post(path, {})).rejects.toMatchObject({ status: 503 });
    script = ['reset', 'ok'];
    await expect(client(name).post(path, {})).rejects.toBeInstanceOf(UpstreamError);
    expect(hits).toEqual([`POST ${path}`, `POST ${path}`]);
  });

  it('never retries past the call deadline: a 503 that leaves too little time is final, one that leaves enough is retried', async () => {
    // The clock says how much of the 4 s was spent when the 503 came back; the pause is 10 ms (random 0.5).
    const at = (spent: number) => {
      const times = [0, spent];
      return upstreamClient('places', { baseUrl: base, apiKey: 'k' }, 4000, { breaker: BREAKER, retryDelayMs: 10, random: () => 0.5, now: () => times.shift() ?? spent });
    };
    // 2990 ms spent: 1010 left, minus the pause 1000 = a quarter of the call time: retried.
    script = ['fail503', 'ok'];
    expect((await at(2990).get('/x')).status).toBe(200);
    expect(hits).toHaveLength(2);
    // 2991 ms spent: 1 ms short: the 503 is final.
    script = ['fail503', 'ok'];
    await expect(at(2991).get('/x')).rejects.toMatchObject({ status: 503 });
    expect(hits).toHaveLength(3);
  });
});

describe('shouldRetry and isRetryableCall', () => {
  it('needs the pause plus a quarter of the call time (at least 100 ms) left: both sides of the line', () => {
    expect(shouldRetry(503, undefined, 2100, 100, 8000)).toBe(true);
    expect(shouldRetry(503, undefined, 2099, 100, 8000)).toBe(false);
    expect(shouldRetry(502, undefined, 150, 50, 200)).toBe(true);
    expect(shouldRetry(502, undefined, 149, 50, 200)).toBe(false);
  });

  it('retries 502, 503, 504 and connection failures; not 500, 4xx, timeouts or cancelled calls', () => {
    for (const status of [502, 503, 504]) expect(shouldRetry(status, undefined, 8000, 100, 8000)).toBe(true);
    for (const status of [500, 501, 400, 404, 409, 429]) expect(shouldRetry(status, undefined, 8000, 100, 8000)).toBe(false);
    for (const code of ['ECONNRESET', 'ECONNREFUSED', 'ERR_NETWORK']) expect(shouldRetry(undefined, code, 8000, 100, 8000)).toBe(true);
    for (const code of ['ECONNABORTED', 'ETIMEDOUT', 'ERR_CANCELED']) expect(shouldRetry(undefined, code, 8000, 100, 8000)).toBe(false);
  });

  it('knows which POSTs only read', () => {
    expect(isRetryableCall('search', 'post', '/v1/query')).toBe(true);
    expect(isRetryableCall('content', 'post', '/graphql')).toBe(true);
    expect(isRetryableCall('tirehotel', 'post', '/booking/GetTimeslots')).toBe(true);
    expect(isRetryableCall('tirehotel', 'post', '/booking/create')).toBe(false);
    expect(isRetryableCall('codeweaver', 'post', '/cfd')).toBe(true);
    expect(isRetryableCall('jotform', 'post', '')).toBe(false);
    expect(isRetryableCall('mechmate', 'get', '/car/ABC123')).toBe(true);
    expect(isRetryableCall('search', 'put', '/v1/query')).toBe(false);
  });
});
