import { jotformResponseSchema } from '@showroom/contracts/jotform';
import Fastify, { type FastifyInstance } from 'fastify';
import { JOTFORM_EMPTY_FORM, JOTFORM_FORMS } from './forms';
import { registerJotform } from './route';

const NOW = new Date('2026-03-01T12:00:00Z');
let empty = false;
function app(seed = 1): FastifyInstance {
  const server = Fastify();
  registerJotform(server, { seed, now: () => NOW, isEmpty: () => empty });
  return server;
}
const post = (payload: Record<string, unknown>, seed = 1) => app(seed).inject({ method: 'POST', url: '/jotform', payload });
afterEach(() => (empty = false));

describe('POST /jotform', () => {
  it.each(Object.keys(JOTFORM_FORMS))('answers submissions of form %s, newest first, with a full name', async (formId) => {
    const response = await post({ formId });
    expect(response.statusCode).toBe(200);
    const body = jotformResponseSchema.parse(response.json());
    expect(body.content.length).toBeGreaterThanOrEqual(2);
    const dates = body.content.map((s) => s.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.every((d) => d < '2026-03-01 12:00:00')).toBe(true);
    expect(body.content[0]?.form_id).toBe(formId);
    expect(body.content[0]?.answers['3']?.name).toBe('fullName');
  });

  it('is deterministic per seed', async () => {
    const formId = '241000000000002';
    expect((await post({ formId })).json()).toEqual((await post({ formId })).json());
    expect((await post({ formId }, 2)).json()).not.toEqual((await post({ formId })).json());
  });

  it('answers 404 with a message for an unknown form, an empty list for the empty form, 400 without formId', async () => {
    const unknown = await post({ formId: '999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ responseCode: 404, message: 'Form 999 not found' });
    expect((await post({ formId: JOTFORM_EMPTY_FORM })).json().content).toEqual([]);
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/formId/);
    expect((await post({ formId: 'a b' })).statusCode).toBe(400);
    empty = true;
    expect((await post({ formId: '241000000000001' })).json().content).toEqual([]);
  });
});
