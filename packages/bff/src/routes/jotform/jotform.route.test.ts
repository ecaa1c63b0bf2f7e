import { bffWith, clientFor, DEAD, fakeUpstream } from '../testUpstream';
import { registerJotformRoutes } from './jotform.route';

// dealergroup-se shows the campaign questionnaire's rating only (packages/sites matrix).
const SHOWN_FORM = '241000000000004';
const HOST = { host: 'dealergroup-se.localhost:8080' };

const submission = (answers: Record<string, { name: string; answer: unknown }>) => ({
  id: '0004500001',
  form_id: SHOWN_FORM,
  created_at: '2026-11-01 10:00:00',
  status: 'ACTIVE',
  answers: Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, { ...v, order: k, text: v.name, type: 'control_textbox' }])),
});

describe('BFF POST /api/jotform', () => {
  it.each([
    ['no formId', {}],
    ['an empty formId', { formId: '' }],
    ['a formId with spaces', { formId: 'a b' }],
    ['a numeric formId', { formId: 241 }],
    ['a 1 MB formId', { formId: '2'.repeat(1024 * 1024) }],
  ])('answers 400 naming formId for %s', async (_what, payload) => {
    const response = await (await bffWith(registerJotformRoutes, clientFor('jotform', DEAD))).inject({ method: 'POST', url: '/api/jotform', payload, headers: HOST });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/formId/);
  });

  it('answers 502 when jotform is down, and posts to the bare base path', async () => {
    expect((await (await bffWith(registerJotformRoutes, clientFor('jotform', DEAD))).inject({ method: 'POST', url: '/api/jotform', payload: { formId: SHOWN_FORM }, headers: HOST })).statusCode).toBe(502);
    const fake = await fakeUpstream(200, JSON.stringify({ responseCode: 200, message: 'success', content: [] }));
    try {
      const response = await (await bffWith(registerJotformRoutes, clientFor('jotform', fake.upstream))).inject({ method: 'POST', url: '/api/jotform', payload: { formId: SHOWN_FORM }, headers: HOST });
      expect(response.json()).toEqual({ responseCode: 200, message: 'success', content: [] });
      expect(fake.seen).toEqual(['POST /base test-key']);
    } finally {
      await fake.close();
    }
  });

  it('answers 502 for a malformed body and passes the upstream 404 through', async () => {
    for (const [status, body, expected] of [
      [200, '{"content":', 502],
      [404, JSON.stringify({ responseCode: 404, message: 'Form not found' }), 404],
    ] as const) {
      const fake = await fakeUpstream(status, body);
      try {
        const response = await (await bffWith(registerJotformRoutes, clientFor('jotform', fake.upstream))).inject({ method: 'POST', url: '/api/jotform', payload: { formId: SHOWN_FORM }, headers: HOST });
        expect(response.statusCode).toBe(expected);
      } finally {
        await fake.close();
      }
    }
  });

  describe('attacks (issue 12 item 2)', () => {
    it.each([
      ['a form no site shows (the newsletter list: names and e-mails)', '241000000000001', HOST],
      ['the test-drive form (names and phones)', '241000000000002', HOST],
      ["another site's host asking for dealergroup-se's form", SHOWN_FORM, { host: 'carstore-se.localhost:8080' }],
      ['an unknown host', SHOWN_FORM, { host: 'evil.example' }],
    ])('404 without calling jotform for %s', async (_what, formId, headers) => {
      const fake = await fakeUpstream(200, JSON.stringify({ responseCode: 200, message: 'success', content: [] }));
      try {
        const response = await (await bffWith(registerJotformRoutes, clientFor('jotform', fake.upstream))).inject({ method: 'POST', url: '/api/jotform', payload: { formId }, headers });
        expect(response.statusCode).toBe(404);
        expect(fake.seen).toEqual([]);
      } finally {
        await fake.close();
      }
    });

    it('passes only the shown question of a configured form: no name, e-mail or comment', async () => {
      const upstream = {
        responseCode: 200,
        message: 'success',
        content: [
          submission({
            '3': { name: 'fullName', answer: { first: 'Anna', last: 'Berg' } },
            '4': { name: 'rating', answer: '9' },
            '5': { name: 'comment', answer: 'Call me on +46 70 123 45 67' },
            '6': { name: 'email', answer: 'anna.berg@example.com' },
          }),
        ],
      };
      const fake = await fakeUpstream(200, JSON.stringify(upstream));
      try {
        const response = await (await bffWith(registerJotformRoutes, clientFor('jotform', fake.upstream))).inject({ method: 'POST', url: '/api/jotform', payload: { formId: SHOWN_FORM }, headers: HOST });
        expect(response.statusCode).toBe(200);
        expect(Object.values(response.json().content[0].answers).map((a) => (a as { name: string }).name)).toEqual(['rating']);
        expect(response.body).not.toMatch(/Anna|Berg|example\.com|\+46/);
      } finally {
        await fake.close();
      }
    });
  });
});
