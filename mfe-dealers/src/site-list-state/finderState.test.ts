import { finderStateFromQuery, toggleFacetValue, writeFinderParams } from './finderState';
import { siteListStateFromQuery, siteListUrl } from './siteListState';

describe('finderStateFromQuery', () => {
  it('reads near as a point rounded to two decimals', () => {
    // 59.3326 -> 59.33, 18.0649 -> 18.06 (0.0049 rounds down).
    expect(finderStateFromQuery({ near: '59.3326,18.0649' }, []).near).toEqual({ lat: 59.33, lng: 18.06 });
    expect(finderStateFromQuery({ near: '-33.9,151.2' }, []).near).toEqual({ lat: -33.9, lng: 151.2 });
  });

  it('reads a malformed or off-the-globe near as none (a page URL is read leniently)', () => {
    for (const near of ['', '59.33', 'north,east', '91,18', '59,181', '59,18,3', '5.9e1,18', ' , ', '59;18']) {
      expect(finderStateFromQuery({ near }, []).near).toBeNull();
    }
    // A repeated near: the first.
    expect(finderStateFromQuery({ near: ['59,18', '60,18'] }, []).near).toEqual({ lat: 59, lng: 18 });
  });

  it('keeps the values of offered facets only, trimmed, once each, without empty ones', () => {
    const query = { region: ['Skåne län', ' Skåne län ', ''], brand: 'Kia', colour: 'red' };
    expect(finderStateFromQuery(query, ['region']).filters).toEqual({ region: ['Skåne län'] });
    expect(finderStateFromQuery(query, ['region', 'brand']).filters).toEqual({ region: ['Skåne län'], brand: ['Kia'] });
    expect(finderStateFromQuery(query, []).filters).toEqual({});
  });

  it('drops values with control characters or over 200 characters, and keeps at most 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => `B${i}`);
    expect(finderStateFromQuery({ brand: ['Kia\u0000', 'x'.repeat(201), 'Volvo'] }, ['brand']).filters).toEqual({ brand: ['Volvo'] });
    expect(finderStateFromQuery({ brand: many }, ['brand']).filters.brand).toEqual(many.slice(0, 50));
  });
});

describe('near and facets in the page URL', () => {
  it('writes near rounded and each value as a repeated parameter, keeping the others', () => {
    const params = new URLSearchParams('utm_source=mail&near=1,1&brand=Old');
    writeFinderParams(params, { near: { lat: 59.3326, lng: 18.0649 }, filters: { region: ['Skåne län'], brand: ['Kia', 'Volvo'] } });
    expect(params.toString()).toBe('utm_source=mail&near=59.33%2C18.06&region=Sk%C3%A5ne+l%C3%A4n&brand=Kia&brand=Volvo');
  });

  it('round-trips through the URL with search and page', () => {
    const state = { search: 'volvo', page: 1, near: { lat: 57.71, lng: 11.97 }, filters: { brand: ['Kia', 'Volvo'] } };
    const url = new URL(siteListUrl('/anlaggningar', '', state), 'https://dealergroup.se');
    const query: Record<string, string[]> = {};
    for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
    expect({ ...siteListStateFromQuery(query), ...finderStateFromQuery(query, ['region', 'brand']) }).toEqual(state);
  });

  it('clears near and the values when they are gone', () => {
    expect(siteListUrl('/anlaggningar', '?near=59.33,18.06&region=A&x=1', { search: '', page: 0, near: null, filters: {} })).toBe('/anlaggningar?x=1');
  });
});

describe('toggleFacetValue', () => {
  it('adds and removes a value, dropping a facet left empty', () => {
    expect(toggleFacetValue({}, 'brand', 'Kia', true)).toEqual({ brand: ['Kia'] });
    expect(toggleFacetValue({ brand: ['Kia'] }, 'brand', 'Volvo', true)).toEqual({ brand: ['Kia', 'Volvo'] });
    expect(toggleFacetValue({ brand: ['Kia'], region: ['A'] }, 'brand', 'Kia', false)).toEqual({ region: ['A'] });
  });
});
