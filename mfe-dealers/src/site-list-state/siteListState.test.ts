import { canShowMore, lastPageOf, showsSiteSearch, siteListStateFromQuery, siteListUrl } from './siteListState';

describe('showsSiteSearch', () => {
  it('shows the search box only above 8 results', () => {
    expect(showsSiteSearch(8, '')).toBe(false);
    expect(showsSiteSearch(9, '')).toBe(true);
    expect(showsSiteSearch(0, '')).toBe(false);
  });

  it('keeps it while a search is in effect, whatever it found', () => {
    expect(showsSiteSearch(1, 'Kiruna')).toBe(true);
    expect(showsSiteSearch(0, 'Kiruna')).toBe(true);
  });
});

describe('siteListStateFromQuery', () => {
  it('reads the search and the page', () => {
    expect(siteListStateFromQuery({ search: 'Göteborg', page: '1' })).toEqual({ search: 'Göteborg', page: 1 });
    expect(siteListStateFromQuery({})).toEqual({ search: '', page: 0 });
  });

  it('tidies the search as it is sent: spaces collapsed, 100 characters at most', () => {
    expect(siteListStateFromQuery({ search: '  volvo   kia ' }).search).toBe('volvo kia');
    expect(siteListStateFromQuery({ search: 'x'.repeat(300) }).search).toHaveLength(100);
  });

  it('reads a page that is not a plain whole number as 0, and one past the last as the last (19)', () => {
    for (const page of ['two', '-1', '1.5', '', ' 3', '1e2']) expect(siteListStateFromQuery({ page }).page).toBe(0);
    expect(siteListStateFromQuery({ page: '19' }).page).toBe(19);
    expect(siteListStateFromQuery({ page: '20' }).page).toBe(19);
    expect(siteListStateFromQuery({ page: '999999' }).page).toBe(19);
  });

  it('takes the first of a repeated parameter', () => {
    expect(siteListStateFromQuery({ search: ['Malmö', 'Lund'], page: ['1', '2'] })).toEqual({ search: 'Malmö', page: 1 });
  });
});

describe('siteListUrl', () => {
  it('puts the search and a page above 0 in the query', () => {
    expect(siteListUrl('/anlaggningar', '', { search: 'Göteborg', page: 1 })).toBe('/anlaggningar?search=G%C3%B6teborg&page=1');
    expect(siteListUrl('/anlaggningar', '', { search: '', page: 0 })).toBe('/anlaggningar');
  });

  it('replaces its own parameters and keeps the others', () => {
    expect(siteListUrl('/anlaggningar', '?utm_source=mail&search=Lund&page=1', { search: 'Malmö volvo', page: 0 })).toBe('/anlaggningar?utm_source=mail&search=Malm%C3%B6+volvo');
  });

  it('round-trips through the reader', () => {
    const state = { search: 'Göteborg Hisingen', page: 1 };
    const url = new URL(siteListUrl('/anlaggningar', '', state), 'https://dealergroup.se');
    expect(siteListStateFromQuery(Object.fromEntries(url.searchParams))).toEqual(state);
  });
});

describe('paging', () => {
  it('knows the last page with sites: 48 a page', () => {
    expect(lastPageOf(0)).toBe(0);
    expect(lastPageOf(48)).toBe(0);
    // 49 sites: 48 on page 0, 1 on page 1.
    expect(lastPageOf(49)).toBe(1);
    // 60 sites: 48 + 12.
    expect(lastPageOf(60)).toBe(1);
    // 5000 sites would need 105 pages (5000 / 48 = 104.2); the list stops at page 19.
    expect(lastPageOf(5000)).toBe(19);
  });

  it('offers show-more while sites are left, up to page 19', () => {
    expect(canShowMore({ loaded: 48, total: 60, page: 0 })).toBe(true);
    expect(canShowMore({ loaded: 60, total: 60, page: 1 })).toBe(false);
    expect(canShowMore({ loaded: 48, total: 48, page: 0 })).toBe(false);
    expect(canShowMore({ loaded: 960, total: 1000, page: 19 })).toBe(false);
    expect(canShowMore({ loaded: 912, total: 1000, page: 18 })).toBe(true);
  });
});
