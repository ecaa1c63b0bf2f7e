import Fastify from 'fastify';
import type { Leads } from './leadService';
import { LEADS_STORE_HOOK, registerLeadsTestHooks } from './testHooks';

function fakeLeads() {
  const calls: boolean[] = [];
  const leads: Leads = {
    submit: async () => undefined,
    store: async () => Promise.reject(new Error('unused')),
    setAvailable: (available) => calls.push(available),
    close: async () => undefined,
  };
  return { leads, calls };
}

describe('the e2e switch of the lead store (/__test/leads-store)', () => {
  it.each([[{}], [{ SHOWROOM_TEST_HOOKS: '0' }], [{ SHOWROOM_TEST_HOOKS: 'true' }], [{ NODE_ENV: 'test' }]])('does not exist with env %p', async (env) => {
    const app = Fastify();
    const { leads, calls } = fakeLeads();
    expect(registerLeadsTestHooks(app, leads, env)).toBe(false);
    const response = await app.inject({ method: 'POST', url: LEADS_STORE_HOOK, payload: { available: false } });
    expect(response.statusCode).toBe(404);
    expect(calls).toEqual([]);
  });

  it('switches the store off and on with SHOWROOM_TEST_HOOKS=1, and refuses a body that is not a boolean', async () => {
    const app = Fastify();
    const { leads, calls } = fakeLeads();
    expect(registerLeadsTestHooks(app, leads, { SHOWROOM_TEST_HOOKS: '1' })).toBe(true);
    expect((await app.inject({ method: 'POST', url: LEADS_STORE_HOOK, payload: { available: false } })).json()).toEqual({ available: false });
    expect((await app.inject({ method: 'POST', url: LEADS_STORE_HOOK, payload: { available: true } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: LEADS_STORE_HOOK, payload: { available: 'no' } })).statusCode).toBe(400);
    expect(calls).toEqual([false, true]);
  });
});
