/** @jest-environment node */
import Fastify from 'fastify';
import { hostConfig } from './config';

// The per-address limits (tire hotel) and logs read request.ip: a spoofed X-Forwarded-For must not move it.
async function ipSeen(env: NodeJS.ProcessEnv, remoteAddress: string, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: hostConfig(env).trustProxy });
  app.get('/ip', async (request) => request.ip);
  return (await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } })).body;
}

describe('trustProxy (issue 12 item 5)', () => {
  it('believes no X-Forwarded-For by default: a visitor cannot pick their address', async () => {
    expect(await ipSeen({}, '203.0.113.7', '10.9.9.9')).toBe('203.0.113.7');
  });

  it('believes it only from a configured proxy', async () => {
    const env = { TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' };
    expect(await ipSeen(env, '10.1.2.3', '198.51.100.4')).toBe('198.51.100.4');
    expect(await ipSeen(env, '192.0.2.1', '198.51.100.4')).toBe('198.51.100.4');
    expect(await ipSeen(env, '203.0.113.7', '198.51.100.4')).toBe('203.0.113.7');
  });
});
