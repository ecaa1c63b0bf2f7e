import Fastify from 'fastify';
import { mountBff, partnerOriginsFromEnv } from './bffPlugin';
import type { Upstream, UpstreamName } from './upstreams/config';

const dead: Upstream = { baseUrl: 'http://127.0.0.1:9', apiKey: 'k' };
const NAMES: UpstreamName[] = ['search', 'content', 'comhub', 'places', 'mechmate', 'tirehotel', 'media', 'codeweaver', 'jotform', 'vehiclemedia', 'personalization'];
const upstreams = Object.fromEntries(NAMES.map((n) => [n, dead])) as Record<UpstreamName, Upstream>;

describe('partner origins (issue 12 item 13: CORS fails closed in production)', () => {
  it('allows no origin in production when PARTNER_ORIGINS is unset', () => {
    expect(partnerOriginsFromEnv({ NODE_ENV: 'production' })).toEqual([]);
  });

  it('allows the local partner demo in development, and exactly the listed origins when set', () => {
    expect(partnerOriginsFromEnv({ NODE_ENV: 'development' })).toContain('http://127.0.0.1:8085');
    expect(partnerOriginsFromEnv({ NODE_ENV: 'production', PARTNER_ORIGINS: 'https://partner.example, https://b.example' })).toEqual(['https://partner.example', 'https://b.example']);
  });

  it('gives a hostile page no Access-Control-Allow-Origin from a production BFF without the setting', async () => {
    const app = Fastify();
    await mountBff(app, { upstreams, partnerOrigins: partnerOriginsFromEnv({ NODE_ENV: 'production' }) });
    for (const origin of ['http://127.0.0.1:8085', 'https://evil.example']) {
      const response = await app.inject({ method: 'OPTIONS', url: '/api/search', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    await app.close();
  });
});
