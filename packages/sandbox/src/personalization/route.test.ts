import { storedPageViewSchema } from '@showroom/contracts';
import Fastify from 'fastify';
import { PAGE_VIEW_LIMIT, registerPersonalization } from './route';

const view = { channel: 'WEB', currency: 'USD', pageName: 'Home', pageVariantId: 'default', language: 'sv' };
function app() {
  const server = Fastify();
  registerPersonalization(server, { now: () => new Date('2026-03-01T00:00:00Z') });
  return server;
}

describe('page views', () => {
  it('answers 204 and lists the view, newest first', async () => {
    const server = app();
    expect((await server.inject({ method: 'POST', url: '/personalization/pageview', payload: view })).statusCode).toBe(204);
    await server.inject({ method: 'POST', url: '/personalization/pageview', payload: { ...view, pageName: 'Cars', language: 'en-GB' } });
    const list = (await server.inject({ url: '/__sandbox/pageviews' })).json().pageviews;
    expect(list.map((v: unknown) => storedPageViewSchema.parse(v).pageName)).toEqual(['Cars', 'Home']);
    expect(list[0].receivedAt).toBe('2026-03-01T00:00:00.000Z');
    await server.inject({ method: 'DELETE', url: '/__sandbox/pageviews' });
    expect((await server.inject({ url: '/__sandbox/pageviews' })).json().pageviews).toEqual([]);
  });

  it.each([
    ['channel', { ...view, channel: 'APP' }],
    ['currency', { ...view, currency: 'SEK' }],
    ['pageName', { ...view, pageName: '' }],
    ['language', { ...view, language: 'swedish' }],
  ])('answers 400 naming %s', async (field, payload) => {
    const response = await app().inject({ method: 'POST', url: '/personalization/pageview', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(field);
  });

  it(`keeps the last ${PAGE_VIEW_LIMIT}`, async () => {
    const server = app();
    for (let i = 0; i <= PAGE_VIEW_LIMIT; i++) await server.inject({ method: 'POST', url: '/personalization/pageview', payload: { ...view, pageName: `p${i}` } });
    const list = (await server.inject({ url: '/__sandbox/pageviews' })).json().pageviews;
    expect(list).toHaveLength(PAGE_VIEW_LIMIT);
    expect(list[0].pageName).toBe(`p${PAGE_VIEW_LIMIT}`);
    expect(list.at(-1).pageName).toBe('p1');
  });
});
