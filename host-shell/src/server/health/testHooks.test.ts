/** @jest-environment node */
import Fastify from 'fastify';
import { breakerStates, resetBreakers, upstreamClient } from '@showroom/bff';
import { BREAKERS_RESET_HOOK, CONTENT_FORGET_HOOK, registerResilienceTestHooks } from './testHooks';

afterEach(() => resetBreakers());

describe('the e2e resilience switches', () => {
  it('do not exist without SHOWROOM_TEST_HOOKS=1', async () => {
    const app = Fastify();
    expect(registerResilienceTestHooks(app, { forget: jest.fn() }, {})).toBe(false);
    expect((await app.inject({ method: 'POST', url: BREAKERS_RESET_HOOK })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: CONTENT_FORGET_HOOK })).statusCode).toBe(404);
  });

  it('reset closes an open breaker (the next call goes out) and forget drops the content copies', async () => {
    // Port 9 (discard) on loopback refuses: each call is a network failure; volume 1 opens the breaker at once.
    const client = upstreamClient('jotform', { baseUrl: 'http://127.0.0.1:9', apiKey: 'k' }, 2000, { breaker: { errorPercent: 50, volume: 1, windowMs: 10_000, resetMs: 60_000 }, retryDelayMs: 0 });
    await expect(client.post('', {})).rejects.toThrow();
    expect(breakerStates()).toEqual({ jotform: 'open' });
    await expect(client.post('', {})).rejects.toThrow(/circuit open/);
    const forget = jest.fn();
    const app = Fastify();
    expect(registerResilienceTestHooks(app, { forget }, { SHOWROOM_TEST_HOOKS: '1' })).toBe(true);
    expect((await app.inject({ method: 'POST', url: BREAKERS_RESET_HOOK })).json()).toEqual({ reset: { jotform: 'open' } });
    await expect(client.post('', {})).rejects.not.toThrow(/circuit open/);
    await app.inject({ method: 'POST', url: CONTENT_FORGET_HOOK });
    expect(forget).toHaveBeenCalledTimes(1);
  });
});
