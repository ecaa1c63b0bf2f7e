import Fastify, { type FastifyInstance } from 'fastify';
import { applyFault } from './apply';
import { faultSchema, FaultSwitch, upstreamOf } from './faults';

// A bare server wired the way server.ts wires the switch: the hook answers, or the route does.
function server(faults: FaultSwitch, pending = new Set<() => void>()): FastifyInstance {
  const app = Fastify();
  app.addHook('onRequest', async (request, reply) => {
    const upstream = upstreamOf(request.url.split('?')[0] ?? '');
    const fault = upstream && faults.get(upstream);
    if (!fault) return;
    return applyFault(request, reply, fault, { timeoutMs: 50, pending });
  });
  app.post('/jotform', async () => ({ content: [{ answers: {} }] }));
  app.get('/codeweaver/legal', async () => ({ TermsAndConditions: 'ok' }));
  app.post('/codeweaver/cfd', async () => ({ Vehicles: [] }));
  return app;
}
const switchWith = (fault: unknown) => {
  const faults = new FaultSwitch();
  faults.set(faultSchema.parse(fault));
  return faults;
};

describe('upstreamOf', () => {
  it('maps prefixes and bare prefixes, not look-alikes', () => {
    expect(upstreamOf('/jotform')).toBe('jotform');
    expect(upstreamOf('/jotform/x')).toBe('jotform');
    expect(upstreamOf('/vehicle-media/ABC123')).toBe('vehiclemedia');
    expect(upstreamOf('/codeweaverx')).toBeUndefined();
    expect(upstreamOf('/__sandbox/faults')).toBeUndefined();
  });
});

describe('applyFault', () => {
  it.each(['fail', 'error'])('answers the status for %s', async (mode) => {
    const response = await server(switchWith({ upstream: 'codeweaver', mode, status: 502 })).inject({ url: '/codeweaver/legal' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'Injected codeweaver fault' });
  });

  it('fails only the codeweaver call the fault names', async () => {
    const app = server(switchWith({ upstream: 'codeweaver', mode: 'fail', status: 500, operation: 'cfd' }));
    expect((await app.inject({ method: 'POST', url: '/codeweaver/cfd', payload: {} })).statusCode).toBe(500);
    expect((await app.inject({ url: '/codeweaver/legal?quoteRef=Q1' })).statusCode).toBe(200);
  });

  it('answers 200 with JSON that does not parse for malformed', async () => {
    const response = await server(switchWith({ upstream: 'jotform', mode: 'malformed' })).inject({ method: 'POST', url: '/jotform', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(() => JSON.parse(response.body)).toThrow();
  });

  it('answers 200 with JSON of the wrong shape for malformed wrong-shape', async () => {
    const response = await server(switchWith({ upstream: 'jotform', mode: 'malformed', malformed: 'wrong-shape' })).inject({ method: 'POST', url: '/jotform', payload: {} });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(body).not.toHaveProperty('content');
  });

  it.each(['slow', 'timeout'])('holds the request past the timeout, then 504, for %s', async (mode) => {
    const pending = new Set<() => void>();
    const started = Date.now();
    const response = await server(switchWith({ upstream: 'codeweaver', mode }), pending).inject({ url: '/codeweaver/legal' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(response.statusCode).toBe(504);
    expect(pending.size).toBe(0);
  });

  it('lets the route answer for empty, and other upstreams are untouched', async () => {
    const app = server(switchWith({ upstream: 'codeweaver', mode: 'empty' }));
    expect((await app.inject({ url: '/codeweaver/legal' })).json()).toEqual({ TermsAndConditions: 'ok' });
    const other = server(switchWith({ upstream: 'search', mode: 'fail' }));
    expect((await other.inject({ url: '/codeweaver/legal' })).statusCode).toBe(200);
  });

  it('defaults status 503 and malformed invalid-json, and rejects unknown modes', () => {
    expect(faultSchema.parse({ upstream: 'media', mode: 'fail' })).toEqual({ upstream: 'media', mode: 'fail', status: 503, malformed: 'invalid-json', rate: 1 });
    expect(faultSchema.safeParse({ upstream: 'media', mode: 'explode' }).success).toBe(false);
  });
});
