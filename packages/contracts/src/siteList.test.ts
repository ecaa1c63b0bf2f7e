import { SITE_CARD_FIELDS } from './checks/siteListCheck';
import { siteListPageSchema, siteListQuerySchema, siteListRequest, normalizeSiteSearch } from './siteList';
import { dealerListPropsSchema } from './props/dealers';

const parse = (query: Record<string, unknown>) => siteListQuerySchema.safeParse({ site: 'dealergroup-se', ...query });
const firstMessage = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? null : `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`;
};

describe('siteListQuerySchema (GET /api/sites)', () => {
  it('reads page and search from a query string, page 0 and no search when left out', () => {
    expect(parse({ page: '2', search: '  Göteborg   volvo ' }).data).toEqual({ site: 'dealergroup-se', page: 2, search: 'Göteborg volvo' });
    expect(parse({}).data).toEqual({ site: 'dealergroup-se', page: 0, search: '' });
    expect(parse({ page: 19 }).data?.page).toBe(19);
  });

  it('names the problem with a malformed or oversized page', () => {
    expect(firstMessage({ page: 'two' })).toMatch(/^page: /);
    expect(firstMessage({ page: '-1' })).toMatch(/^page: /);
    expect(firstMessage({ page: '1.5' })).toMatch(/^page: /);
    expect(firstMessage({ page: '20' })).toBe('page: page is at most 19');
    expect(firstMessage({ page: '9'.repeat(400) })).toMatch(/^page: /);
    expect(firstMessage({ page: ['1', '2'] })).toMatch(/^page: /);
  });

  it('names the problem with an oversized or malformed search', () => {
    expect(parse({ search: 'a'.repeat(100) }).success).toBe(true);
    expect(firstMessage({ search: 'a'.repeat(101) })).toBe('search: search is at most 100 characters');
    expect(firstMessage({ search: 'Malmö\u0000' })).toBe('search: search has a control character');
    expect(firstMessage({ search: ['a', 'b'] })).toMatch(/^search: /);
  });

  it('refuses an unknown site', () => {
    expect(siteListQuerySchema.safeParse({ site: 'nowhere' }).success).toBe(false);
  });
});

describe('normalizeSiteSearch', () => {
  it('collapses white space and cuts at 100 characters', () => {
    expect(normalizeSiteSearch('\tvolvo \n  kia ')).toBe('volvo kia');
    expect(normalizeSiteSearch('x'.repeat(150))).toHaveLength(100);
  });
});

describe('siteListRequest', () => {
  it('asks for 48 card fields from offset page * 48, by website_sort_order, with the search as keyphrase', () => {
    // Page 2 starts after pages 0 and 1: 2 * 48 = 96.
    expect(siteListRequest('dealergroup-se', 2, ' Göteborg ')).toEqual({
      index: 'sites',
      site: 'dealergroup-se',
      fields: SITE_CARD_FIELDS,
      limit: 48,
      offset: 96,
      sort_name: 'website_sort_order_asc',
      keyphrase: 'Göteborg',
    });
    expect(siteListRequest('premium-uk', 0, '  ')).not.toHaveProperty('keyphrase');
  });
});

describe('siteListPageSchema and the list props', () => {
  it('holds at most one page of 48 sites', () => {
    const site = { site_id: '1', slug: 's', site_official_name: 'S' };
    expect(siteListPageSchema.safeParse({ sites: Array(48).fill(site), total: 60, page: 0 }).success).toBe(true);
    expect(siteListPageSchema.safeParse({ sites: Array(49).fill(site), total: 60, page: 0 }).success).toBe(false);
  });

  it('lets the props carry pages 0..19 of sites: 20 * 48 = 960', () => {
    const site = { site_id: '1', slug: 's', site_official_name: 'S' };
    const props = (count: number) => ({ site: 'dealergroup-se', language: 'sv', dealersPath: '/anlaggningar', page: 19, result: { state: 'loaded', sites: Array(count).fill(site), total: 2000 } });
    expect(dealerListPropsSchema.safeParse(props(960)).success).toBe(true);
    expect(dealerListPropsSchema.safeParse(props(961)).success).toBe(false);
    expect(dealerListPropsSchema.parse({ ...props(1), page: undefined })).toMatchObject({ page: 0, search: '' });
  });
});
