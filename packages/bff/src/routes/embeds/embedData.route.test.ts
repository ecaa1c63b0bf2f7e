/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import type { EmbedDataQuery } from '@showroom/contracts/bff-routes';
import { registerEmbedDataRoute } from './embedData.route';
import type { EmbedDataOutcome, EmbedDataSource } from './embedDataSource';

function app(source: EmbedDataSource | undefined): FastifyInstance {
  const server = Fastify({ logger: false });
  registerEmbedDataRoute(server, source);
  return server;
}

const answering = (outcome: EmbedDataOutcome) => jest.fn(async (_query: EmbedDataQuery) => outcome);
const CAR = '/embed-data?module=mfe-car-detail%2FCarDetail&site=dealergroup-se&language=sv&param=1000090';

describe('GET /embed-data', () => {
  it('hands the parsed query to the host and answers its data, never to be kept by a shared cache', async () => {
    const source = answering({ kind: 'props', props: { site: 'dealergroup-se' } });
    const response = await app(source).inject({ url: CAR });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'props', props: { site: 'dealergroup-se' } });
    expect(response.headers['cache-control']).toBe('no-store');
    // One param arrives as a string, and is a list of one here.
    expect(source).toHaveBeenCalledWith({ module: 'mfe-car-detail/CarDetail', site: 'dealergroup-se', language: 'sv', param: ['1000090'] });
  });

  it('keeps repeated params in order', async () => {
    const source = answering({ kind: 'notFound' });
    expect((await app(source).inject({ url: '/embed-data?module=mfe-forms/SellCarForm&site=carstore-se&language=en&param=a&param=b' })).json()).toEqual({ kind: 'notFound' });
    expect(source.mock.calls[0]?.[0].param).toEqual(['a', 'b']);
  });

  it.each([
    ['no module', '/embed-data?site=dealergroup-se&language=sv', /module/],
    ['a module that is a path', '/embed-data?module=..%2F..%2Fetc%2Fpasswd&site=dealergroup-se&language=sv', /module is a catalogue id/],
    ['a module with a URL in it', `/embed-data?module=${encodeURIComponent('mfe-car-detail/CarDetail?x=http://evil.test')}&site=dealergroup-se&language=sv`, /module is a catalogue id/],
    ['an unknown site', '/embed-data?module=mfe-car-detail%2FCarDetail&site=evil-se&language=sv&param=1', /site/],
    ['an unknown language', '/embed-data?module=mfe-car-detail%2FCarDetail&site=dealergroup-se&language=xx&param=1', /language/],
    ['a 201-character param', `/embed-data?module=mfe-car-detail%2FCarDetail&site=dealergroup-se&language=sv&param=${'9'.repeat(201)}`, /at most 200 characters/],
    ['a param with a control character', '/embed-data?module=mfe-car-detail%2FCarDetail&site=dealergroup-se&language=sv&param=1%00', /control character/],
    ['five params', `/embed-data?module=mfe-car-detail%2FCarDetail&site=dealergroup-se&language=sv${'&param=1'.repeat(5)}`, /at most 4 params/],
  ])('answers 400 in words for %s, and asks the host nothing', async (_name, url, message) => {
    const source = answering({ kind: 'notFound' });
    const response = await app(source).inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(source).not.toHaveBeenCalled();
  });

  it('answers 400 for a module the host does not load for embeds, 503 when its data could not be loaded or the host threw', async () => {
    const refused = await app(answering({ kind: 'notEmbedded' })).inject({ url: '/embed-data?module=mfe-search/CarList&site=dealergroup-se&language=sv' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('invalid request: mfe-search/CarList is not an embed whose data the host loads');
    expect((await app(answering({ kind: 'unavailable' })).inject({ url: CAR })).statusCode).toBe(503);
    const thrown = await app(jest.fn(async () => Promise.reject(new Error('boom')))).inject({ url: CAR });
    expect(thrown.statusCode).toBe(503);
    expect(thrown.json().error).toBe('mfe-car-detail/CarDetail could not load its data');
  });

  it('answers 404 in words where the BFF has no embed loader (a remote dev server)', async () => {
    const response = await app(undefined).inject({ url: CAR });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/api attribute/);
  });
});
