/** @jest-environment node */
import Fastify from 'fastify';
import type { AxiosInstance } from 'axios';
import { registerFacetLabelsRoute } from './facetLabels.route';
import { createFacetLabelsSource } from './facetLabelsSource';

function app(post: jest.Mock, now = () => 0) {
  const server = Fastify();
  registerFacetLabelsRoute(server, createFacetLabelsSource({ post } as unknown as AxiosInstance, now));
  return server;
}

describe('GET /facet-labels', () => {
  it('answers the labels of the content configuration and caches them for 60 s', async () => {
    const post = jest.fn().mockResolvedValue({ status: 200, data: { data: { facetLabels: [{ Name: 'car_brand', Label: 'Märke' }] } } });
    let clock = 0;
    const server = app(post, () => clock);
    const first = await server.inject({ url: '/facet-labels?site=dealergroup-se&language=sv' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([{ Name: 'car_brand', Label: 'Märke' }]);
    expect(post).toHaveBeenCalledWith('/graphql', expect.objectContaining({ variables: { site: 'dealergroup-se', language: 'sv' } }));
    clock = 59_999;
    await server.inject({ url: '/facet-labels?site=dealergroup-se&language=sv' });
    expect(post).toHaveBeenCalledTimes(1);
    clock = 60_000;
    await server.inject({ url: '/facet-labels?site=dealergroup-se&language=sv' });
    expect(post).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['/facet-labels?site=nope&language=sv'],
    ['/facet-labels?site=dealergroup-se&language=xx'],
    ['/facet-labels?site=dealergroup-se'],
  ])('%s -> 400', async (url) => {
    const response = await app(jest.fn()).inject({ url });
    expect(response.statusCode).toBe(400);
  });

  it('answers 502 for an upstream failure or a wrong shape', async () => {
    expect((await app(jest.fn().mockResolvedValue({ status: 503, data: {} })).inject({ url: '/facet-labels?site=carstore-se&language=sv' })).statusCode).toBe(502);
    expect((await app(jest.fn().mockResolvedValue({ status: 200, data: { data: { facetLabels: [{ Name: 1 }] } } })).inject({ url: '/facet-labels?site=carstore-se&language=sv' })).statusCode).toBe(502);
  });
});
