import { bffWith, clientFor, DEAD, fakeUpstream } from '../testUpstream';
import { registerJotformRoutes } from './jotform.route';

describe('BFF POST /api/jotform', () => {
  it.each([
    ['no formId', {}],
    ['an empty formId', { formId: '' }],
    ['a formId with spaces', { formId: 'a b' }],
    ['a numeric formId', { formId: 241 }],
  ])('answers 400 naming formId for %s', async (_what, payload) => {
    const response = await (await bffWith(registerJotformRoutes, clientFor('jotform', DEAD))).inject({ method: 'POST', url: '/api/jotform', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/formId/);
  });

  it('answers 502 when jotform is down, and posts to the bare base path', async () => {
    expect((await (await bffWith(registerJotformRoutes, clientFor('jotform', DEAD))).inject({ method: 'POST', url: '/api/jotform', payload: { formId: '1' } })).statusCode).toBe(502);
    const fake = await fakeUpstream(200, JSON.stringify({ responseCode: 200, message: 'success', content: [] }));
    try {
      const response = await (await bffWith(registerJotformRoutes, clientFor('jotform', fake.upstream))).inject({ method: 'POST', url: '/api/jotform', payload: { formId: '1' } });
      expect(response.json()).toEqual({ responseCode: 200, message: 'success', content: [] });
      expect(fake.seen).toEqual(['POST /base test-key']);
    } finally {
      await fake.close();
    }
  });

  it('answers 502 for a malformed body and passes the unknown-form 404 through', async () => {
    for (const [status, body, expected] of [
      [200, '{"content":', 502],
      [404, JSON.stringify({ responseCode: 404, message: 'Form 9 not found' }), 404],
    ] as const) {
      const fake = await fakeUpstream(status, body);
      try {
        const response = await (await bffWith(registerJotformRoutes, clientFor('jotform', fake.upstream))).inject({ method: 'POST', url: '/api/jotform', payload: { formId: '9' } });
        expect(response.statusCode).toBe(expected);
      } finally {
        await fake.close();
      }
    }
  });
});
