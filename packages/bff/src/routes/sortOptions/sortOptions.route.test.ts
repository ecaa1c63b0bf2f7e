/** @jest-environment node */
import Fastify from 'fastify';
import type { AxiosInstance } from 'axios';
import { registerSortOptionsRoute } from './sortOptions.route';
import { createSortOptionsSource } from './sortOptionsSource';

function app(post: jest.Mock) {
  const server = Fastify();
  registerSortOptionsRoute(server, createSortOptionsSource({ post } as unknown as AxiosInstance));
  return server;
}

describe('GET /sort-options', () => {
  it('answers the sort options of the content configuration, asking the graph for the site and language', async () => {
    const post = jest.fn().mockResolvedValue({ status: 200, data: { data: { sortOptions: [{ Name: 'price_asc', Label: 'Lägsta pris' }] } } });
    const response = await app(post).inject({ url: '/sort-options?site=carstore-se&language=sv' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ Name: 'price_asc', Label: 'Lägsta pris' }]);
    expect(post.mock.calls[0]?.[1]).toMatchObject({ variables: { site: 'carstore-se', language: 'sv' } });
    expect(post.mock.calls[0]?.[1].query).toContain('sortOptions(site: $site, language: $language) { Name Label }');
  });

  it('answers 400 for an unknown site, and 502 when the configuration holds a sort name the service could not take', async () => {
    expect((await app(jest.fn()).inject({ url: '/sort-options?site=nope&language=sv' })).statusCode).toBe(400);
    const bad = jest.fn().mockResolvedValue({ status: 200, data: { data: { sortOptions: [{ Name: 'price; drop', Label: 'x' }] } } });
    expect((await app(bad).inject({ url: '/sort-options?site=carstore-se&language=sv' })).statusCode).toBe(502);
  });
});
