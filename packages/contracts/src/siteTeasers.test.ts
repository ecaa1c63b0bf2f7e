import { siteTeaserFilters, siteTeasersRequest, SITE_TEASER_LIMIT, SITES_SEARCH_LIMIT } from './siteTeasers';

describe('the site teasers search (spec 3 §7.4)', () => {
  it('is the sites index with the teaser fields, limit 100, without a predefined query', () => {
    const request = siteTeasersRequest('dealergroup-se', undefined);
    expect(request).toMatchObject({ index: 'sites', site: 'dealergroup-se', limit: 100, offset: 0 });
    expect(request.filters).toBeUndefined();
    expect(request.fields).toEqual(expect.arrayContaining(['site_id', 'site_official_name', 'site_phone', 'site_email', 'site_departments']));
    expect(siteTeasersRequest('dealergroup-se', '   ').limit).toBe(100);
    expect([SITES_SEARCH_LIMIT, SITE_TEASER_LIMIT]).toEqual([100, 4]);
  });

  it('is the predefined query with limit 4 when there is one', () => {
    expect(siteTeasersRequest('dealergroup-se', 'site_departments_group=Workshop&site_city=G%C3%B6teborg')).toMatchObject({
      limit: 4,
      filters: { site_departments_group: ['Workshop'], site_city: ['Göteborg'] },
    });
  });

  it('keeps known keys only, drops empty and oversized values and repeats', () => {
    const query = `?site_brands=Volvo&site_brands=Volvo&site_brands=BMW&car_price=1..2&__proto__=x&site_city=&site_region=${'a'.repeat(201)}`;
    expect(siteTeaserFilters(query)).toEqual({ site_brands: ['Volvo', 'BMW'] });
    expect(Object.getPrototypeOf(siteTeaserFilters('__proto__=x'))).toBe(Object.prototype);
  });
});
