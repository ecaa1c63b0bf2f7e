/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AxiosInstance } from 'axios';
import { SITE_CARD_FIELDS } from '@showroom/contracts';
import { createSearchService } from '../../upstreams/searchService';
import { registerSitesRoute } from './sites.route';

const card = (n: number) => ({ site_id: String(2000 + n), slug: `dealergroup-${n}`, site_official_name: `Dealergroup ${n}`, site_city: 'Göteborg' });
const answer = (content: unknown[], total: number) => ({ status: 200, data: { facet: [], content, total_items: total, limit: 48, offset: 48 } });

function app(post: jest.Mock): FastifyInstance {
  const server = Fastify();
  registerSitesRoute(server, createSearchService({ post } as unknown as AxiosInstance).api);
  return server;
}

describe('GET /sites', () => {
  it('asks the search service for one page of 48 sites by website_sort_order with the search as keyphrase', async () => {
    const post = jest.fn().mockResolvedValue(answer([card(49), card(50)], 50));
    const response = await app(post).inject({ url: `/sites?site=dealergroup-se&page=1&search=${encodeURIComponent('  Göteborg  volvo ')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sites: [card(49), card(50)], total: 50, page: 1, facets: [] });
    // Page 1 starts after the first 48: offset 1 * 48 = 48.
    expect(post).toHaveBeenCalledWith('/v1/query', {
      index: 'sites',
      site: 'dealergroup-se',
      fields: SITE_CARD_FIELDS,
      limit: 48,
      offset: 48,
      sort_name: 'website_sort_order_asc',
      keyphrase: 'Göteborg volvo',
    });
  });

  it('asks for the first page without a keyphrase when page and search are left out', async () => {
    const post = jest.fn().mockResolvedValue(answer([card(1)], 1));
    expect((await app(post).inject({ url: '/sites?site=carstore-fi' })).json()).toEqual({ sites: [card(1)], total: 1, page: 0, facets: [] });
    expect(post.mock.calls[0]?.[1]).toMatchObject({ offset: 0 });
    expect(post.mock.calls[0]?.[1]).not.toHaveProperty('keyphrase');
  });

  // Each answers 400 with the parameter named, before the search service is asked: never a 500.
  const BAD: [string, string, RegExp][] = [
    ['a page that is not a number', 'page=two', /page/],
    ['a negative page', 'page=-1', /page/],
    ['a page with a fraction', 'page=1.5', /page/],
    ['a page past the last (19)', 'page=20', /page is at most 19/],
    ['a page of 400 digits', `page=${'9'.repeat(400)}`, /page/],
    ['a repeated page', 'page=1&page=2', /page/],
    ['a search of 101 characters', `search=${'a'.repeat(101)}`, /search is at most 100 characters/],
    ['a search of 10 000 characters', `search=${'a'.repeat(10_000)}`, /search/],
    ['a search with a NUL', 'search=Malm%C3%B6%00', /control character/],
    ['a repeated search', 'search=a&search=b', /search/],
    ['a near without a comma', 'near=59.33', /near/],
    ['a near that is not numbers', 'near=north,east', /near/],
    ['a near latitude past 90', 'near=90.5,18', /latitude is between -90 and 90/],
    ['a near longitude past 180', 'near=59,180.01', /longitude is between -180 and 180/],
    ['a near with three numbers', 'near=59,18,3', /near/],
    ['a near in exponent notation', 'near=5.9e1,18', /near/],
    ['a repeated near', 'near=59,18&near=60,18', /near/],
    ['an empty near', 'near=', /near/],
    ['an unknown facet', 'facets=region,colour', /facets/],
    ['three facets', 'facets=region,brand,region,brand,region', /facets/],
    ['an empty region value', 'region=', /facet value is not empty/],
    ['a region value with a NUL', 'region=Sk%C3%A5ne%00', /control character/],
    ['a brand value of 201 characters', `brand=${'b'.repeat(201)}`, /at most 200 characters/],
    ['51 brand values', Array.from({ length: 51 }, (_, i) => `brand=b${i}`).join('&'), /at most 50 values/],
  ];
  it.each(BAD)('answers 400 for %s', async (_name, params, message) => {
    const post = jest.fn();
    const response = await app(post).inject({ url: `/sites?site=dealergroup-se&${params}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for the sites nearest a point (rounded to 2 decimals), the configured facets and the ticked values', async () => {
    const post = jest.fn().mockResolvedValue({
      status: 200,
      data: {
        facet: [
          { name: 'site_brands', type: 'value', value: [{ text: 'Kia', count: 3 }, { text: 'Volvo', count: 5 }] },
          { name: 'site_region', type: 'value', value: [{ text: 'Skåne län', count: 4 }, { text: '', count: 1 }] },
        ],
        content: [card(2), card(1)],
        total_items: 2,
        limit: 48,
        offset: 0,
      },
    });
    // 57.7089 rounds to 57.71 and 11.9746 to 11.97: a point about 1 km wide, not the visitor's doorstep.
    const response = await app(post).inject({ url: `/sites?site=dealergroup-se&near=57.7089,11.9746&facets=brand,region&region=${encodeURIComponent('Skåne län')}&brand=Kia&brand=Volvo` });
    expect(response.statusCode).toBe(200);
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      near: { lat: 57.71, lng: 11.97 },
      facets: [{ name: 'site_brands', sort_order: 'text_asc' }, { name: 'site_region', sort_order: 'text_asc' }],
      filters: { site_region: ['Skåne län'], site_brands: ['Kia', 'Volvo'] },
    });
    // The service's order is kept (it sorted by distance); facets come back by the list's names, in the order asked, the empty value left out.
    expect(response.json()).toEqual({
      sites: [card(2), card(1)],
      total: 2,
      page: 0,
      facets: [
        { name: 'brand', values: [{ text: 'Kia', count: 3 }, { text: 'Volvo', count: 5 }] },
        { name: 'region', values: [{ text: 'Skåne län', count: 4 }] },
      ],
    });
  });

  it('accepts the edges of the globe as a near point', async () => {
    const post = jest.fn().mockResolvedValue(answer([], 0));
    expect((await app(post).inject({ url: '/sites?site=premium-uk&near=-90,-180' })).statusCode).toBe(200);
    expect((await app(post).inject({ url: '/sites?site=premium-uk&near=90,180' })).statusCode).toBe(200);
    expect(post.mock.calls[1]?.[1]).toMatchObject({ near: { lat: 90, lng: 180 } });
  });

  it('answers 400 for an unknown or missing site', async () => {
    expect((await app(jest.fn()).inject({ url: '/sites?site=nowhere' })).statusCode).toBe(400);
    expect((await app(jest.fn()).inject({ url: '/sites' })).statusCode).toBe(400);
  });

  it('answers 502, not 500, when the search service fails or answers outside the contract', async () => {
    const failing = jest.fn().mockResolvedValue({ status: 503, data: {} });
    expect((await app(failing).inject({ url: '/sites?site=dealergroup-se' })).statusCode).toBe(502);
    const noSlug = jest.fn().mockResolvedValue(answer([{ site_id: '1', site_official_name: 'X' }], 1));
    expect((await app(noSlug).inject({ url: '/sites?site=dealergroup-se' })).statusCode).toBe(502);
  });
});
