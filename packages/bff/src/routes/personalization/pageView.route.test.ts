import { bffWith, clientFor, DEAD, fakeUpstream } from '../testUpstream';
import { registerPersonalizationRoutes } from './pageView.route';

const view = { channel: 'WEB', currency: 'USD', pageName: 'Home', pageVariantId: 'default', language: 'sv' };

describe('BFF POST /api/personalization/pageview', () => {
  it.each([
    ['channel', { ...view, channel: 'APP' }],
    ['currency', { ...view, currency: 'EUR' }],
    ['pageVariantId', { ...view, pageVariantId: undefined }],
    ['language', { ...view, language: 'Swedish' }],
  ])('answers 400 naming %s', async (field, payload) => {
    const response = await (await bffWith(registerPersonalizationRoutes, clientFor('personalization', DEAD))).inject({ method: 'POST', url: '/api/personalization/pageview', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(field);
  });

  it('answers 502 when the service is down, 204 when it accepts, 502 for a body out of contract', async () => {
    expect((await (await bffWith(registerPersonalizationRoutes, clientFor('personalization', DEAD))).inject({ method: 'POST', url: '/api/personalization/pageview', payload: view })).statusCode).toBe(502);
    for (const [status, expected] of [
      [204, 204],
      [200, 502],
    ] as const) {
      const fake = await fakeUpstream(status, '{"oops":');
      try {
        const response = await (await bffWith(registerPersonalizationRoutes, clientFor('personalization', fake.upstream))).inject({ method: 'POST', url: '/api/personalization/pageview', payload: view });
        expect(response.statusCode).toBe(expected);
        expect(fake.seen).toEqual(['POST /base/pageview test-key']);
      } finally {
        await fake.close();
      }
    }
  });
});
