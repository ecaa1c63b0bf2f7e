import Fastify, { type FastifyInstance } from 'fastify';
import { MARKETING_SCRIPT_ROUTE, MARKETING_SUBMISSIONS_ROUTE, registerMarketing } from './route';

const NOW = new Date('2026-11-26T12:00:00Z');
let app: FastifyInstance;
beforeEach(() => {
  app = Fastify();
  registerMarketing(app, () => NOW);
});

const submission = { region: 'eu1', portalId: '25000000', formId: 'form-1', values: { firstname: 'Anna', email: 'anna@example.com' }, pageUrl: 'http://localhost/tyck-till' };
const post = (payload: unknown, contentType = 'text/plain') =>
  app.inject({ method: 'POST', url: MARKETING_SUBMISSIONS_ROUTE, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': contentType } });

describe('the marketing-form stand-in', () => {
  it('serves its script as JavaScript any origin may load', async () => {
    const response = await app.inject({ method: 'GET', url: MARKETING_SCRIPT_ROUTE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).toContain('hbspt');
  });

  it('records a submission sent as text/plain JSON (or JSON) and lists them, by form id too', async () => {
    expect((await post(submission)).statusCode).toBe(204);
    expect((await post({ ...submission, formId: 'form-2' }, 'application/json')).statusCode).toBe(204);
    const all = (await app.inject({ method: 'GET', url: MARKETING_SUBMISSIONS_ROUTE })).json<{ submissions: unknown[] }>();
    expect(all.submissions).toEqual([
      { ...submission, receivedAt: NOW.toISOString() },
      { ...submission, formId: 'form-2', receivedAt: NOW.toISOString() },
    ]);
    const one = (await app.inject({ method: 'GET', url: `${MARKETING_SUBMISSIONS_ROUTE}?formId=form-2` })).json<{ submissions: { formId: string }[] }>();
    expect(one.submissions.map((s) => s.formId)).toEqual(['form-2']);
    expect((await app.inject({ method: 'DELETE', url: MARKETING_SUBMISSIONS_ROUTE })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: MARKETING_SUBMISSIONS_ROUTE })).json()).toEqual({ submissions: [] });
  });

  it.each([
    ['not JSON', 'body'],
    [{ ...submission, portalId: 'abc' }, 'portalId'],
    [{ ...submission, formId: '../x' }, 'formId'],
    [{ ...submission, values: { email: 'x'.repeat(1001) } }, 'values'],
    [{ ...submission, extra: 1 }, 'extra'],
    [{ region: 'eu1' }, 'portalId'],
  ])('answers 400 naming the field for %j, and records nothing', async (body, field) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(field);
    expect((await app.inject({ method: 'GET', url: MARKETING_SUBMISSIONS_ROUTE })).json()).toEqual({ submissions: [] });
  });
});
