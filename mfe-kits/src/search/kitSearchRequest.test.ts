import { searchRequestSchema } from '@showroom/contracts';
import { KIT_PAGE_SIZE, kitSearchRequest, nextOffset } from './kitSearchRequest';

describe('kitSearchRequest', () => {
  it('asks the kits index for 48 with sort, keyphrase, filters and facets (spec 3 §7.2)', () => {
    const request = kitSearchRequest('dealergroup-se', { keyphrase: 'takbox', filters: { kitcategory: ['Transport'] } }, 96, true);
    expect(request).toMatchObject({ index: 'kits', site: 'dealergroup-se', limit: 48, offset: 96, sort_name: 'name_asc', keyphrase: 'takbox', filters: { kitcategory: ['Transport'] } });
    expect(request.facets?.map((f) => f.name)).toEqual(['kitcategory', 'kitsubcategory', 'partsubsubcategory']);
    expect(searchRequestSchema.safeParse(request).success).toBe(true);
  });
  it('leaves out what is not asked for', () => {
    const request = kitSearchRequest('dealergroup-se', { keyphrase: '', filters: {} }, 0, false);
    expect(request).not.toHaveProperty('keyphrase');
    expect(request).not.toHaveProperty('filters');
    expect(request).not.toHaveProperty('facets');
  });
});

describe('nextOffset (pagination)', () => {
  it('continues after the kits shown, 48 at a time', () => {
    expect(KIT_PAGE_SIZE).toBe(48);
    expect(nextOffset(48, 287)).toBe(48);
    // 287 kits: pages start at 0, 48, 96, 144, 192, 240; the last holds 287 - 240 = 47.
    expect(nextOffset(240, 287)).toBe(240);
    expect(nextOffset(287, 287)).toBeNull();
    expect(nextOffset(0, 0)).toBeNull();
  });
});
