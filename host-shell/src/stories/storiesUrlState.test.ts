import { MAX_URL_PAGES, pagesOf, readStoriesUrlState, searchParamsOf, storiesHref } from './storiesUrlState';

const read = (search: string) => readStoriesUrlState(new URLSearchParams(search));

describe('readStoriesUrlState', () => {
  it('defaults to All and one page', () => {
    expect(read('')).toEqual({ tags: [], pages: 1 });
  });
  it('reads comma-separated and repeated tags once each', () => {
    expect(read('tags=A1,B2&tags=C3&tags=A1')).toEqual({ tags: ['A1', 'B2', 'C3'], pages: 1 });
  });
  it('drops tag ids with markup and empty ones', () => {
    expect(read('tags=A1,%3Cb%3E,,B2').tags).toEqual(['A1', 'B2']);
  });
  it.each([
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['two', 1],
    ['1000', MAX_URL_PAGES],
  ])('reads page=%s as %i pages', (page, pages) => {
    expect(read(`page=${page}`).pages).toBe(pages);
  });
  it('reads a request query of Fastify shape', () => {
    expect(readStoriesUrlState(searchParamsOf({ tags: ['A1', 'B2,C3'], page: '2', other: undefined }))).toEqual({ tags: ['A1', 'B2', 'C3'], pages: 2 });
  });
});

describe('storiesHref', () => {
  const at = (search: string, hash = '') => ({ pathname: '/nyheter', search, hash });
  it('writes tags with commas and the page, keeping other parameters and the hash', () => {
    expect(storiesHref(at('?utm_source=x&page=9', '#top'), { tags: ['A1', 'B2'], pages: 2 })).toBe('/nyheter?utm_source=x&tags=A1,B2&page=2#top');
  });
  it('leaves out All and page 1', () => {
    expect(storiesHref(at('?tags=A1&page=3'), { tags: [], pages: 1 })).toBe('/nyheter');
  });
  it('reads back what it wrote', () => {
    const href = storiesHref(at(''), { tags: ['A1', 'B2'], pages: 3 });
    expect(read(href.split('?')[1] ?? '')).toEqual({ tags: ['A1', 'B2'], pages: 3 });
  });
});

describe('pagesOf', () => {
  // 4 per page: 4 → 1, 5 → 2, 8 → 2, 9 → 3; none still counts as the first page.
  it.each([
    [0, 1],
    [4, 1],
    [5, 2],
    [8, 2],
    [9, 3],
  ])('%i stories fill %i pages', (loaded, pages) => {
    expect(pagesOf(loaded)).toBe(pages);
  });
});
