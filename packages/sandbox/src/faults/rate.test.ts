import Fastify from 'fastify';
import { applyFault } from './apply';
import { faultSchema, FaultSwitch, upstreamOf } from './faults';

/** The random numbers the switch draws, in order. */
const draws = (...values: number[]) => () => {
  const next = values.shift();
  if (next === undefined) throw new Error('no more draws');
  return next;
};

describe('a fault with a rate fires on that share of calls, at random', () => {
  it('defaults to 1 and takes 0..1 only', () => {
    expect(faultSchema.parse({ upstream: 'comhub', mode: 'fail' }).rate).toBe(1);
    expect(faultSchema.parse({ upstream: 'comhub', mode: 'fail', rate: 0.5 }).rate).toBe(0.5);
    for (const rate of [-0.1, 1.01, '0.5', null]) expect(faultSchema.safeParse({ upstream: 'comhub', mode: 'fail', rate }).success).toBe(false);
  });

  it('fires when the draw is below the rate, not at or above it', () => {
    const faults = new FaultSwitch(draws(0.49, 0.5, 0.51, 0));
    faults.set(faultSchema.parse({ upstream: 'comhub', mode: 'fail', rate: 0.5 }));
    expect(faults.firing('comhub')?.mode).toBe('fail');
    expect(faults.firing('comhub')).toBeUndefined();
    expect(faults.firing('comhub')).toBeUndefined();
    expect(faults.firing('comhub')?.mode).toBe('fail');
  });

  it('at rate 1 always fires and at rate 0 never does, whatever the draw (rate 1 draws nothing)', () => {
    const always = new FaultSwitch(draws());
    always.set(faultSchema.parse({ upstream: 'comhub', mode: 'fail' }));
    expect(always.firing('comhub')).toBeDefined();
    const never = new FaultSwitch(draws(0));
    never.set(faultSchema.parse({ upstream: 'comhub', mode: 'fail', rate: 0 }));
    expect(never.firing('comhub')).toBeUndefined();
    expect(never.firing('search')).toBeUndefined();
  });

  it('fails the calls whose draw is under the rate, through the server hook', async () => {
    const faults = new FaultSwitch(draws(0.1, 0.9, 0.2, 0.95));
    faults.set(faultSchema.parse({ upstream: 'comhub', mode: 'fail', status: 503, rate: 0.5 }));
    const app = Fastify();
    app.addHook('onRequest', async (request, reply) => {
      const upstream = upstreamOf(request.url.split('?')[0] ?? '');
      const fault = upstream && faults.firing(upstream);
      if (!fault) return;
      return applyFault(request, reply, fault, { timeoutMs: 50, pending: new Set() });
    });
    app.post('/comhub/api/forms', async (_request, reply) => reply.code(202).send({ id: 'x' }));
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await app.inject({ method: 'POST', url: '/comhub/api/forms', payload: {} })).statusCode);
    expect(statuses).toEqual([503, 202, 503, 202]);
  });
});
