import { EMPTY_SEARCH, isSearching } from './searchState';
import { parseSearchState } from './searchStateParse';
import { searchStateQuery, toggleFilter } from './searchStateEdit';

describe('parseSearchState', () => {
  it('reads the keyphrase and the filters of the three facets, from a server query or the browser URL', () => {
    const expected = { keyphrase: 'takbox', filters: { kitcategory: ['Transport', 'Interiör'], partsubsubcategory: ['XC60'] } };
    expect(parseSearchState({ q: ' takbox ', kitcategory: ['Transport', 'Interiör'], partsubsubcategory: 'XC60' })).toEqual(expected);
    expect(parseSearchState(new URLSearchParams('q=takbox&kitcategory=Transport&kitcategory=Interi%C3%B6r&partsubsubcategory=XC60'))).toEqual(expected);
  });

  it('defaults to no search for an empty query', () => {
    expect(parseSearchState({})).toEqual(EMPTY_SEARCH);
  });

  it('ignores hostile values instead of crashing or clipping them', () => {
    const hostile: Record<string, unknown> = {
      q: 'x'.repeat(201), // over the search contract's 200
      kitcategory: [42, { $gt: '' }, '', '   ', 'y'.repeat(201), 'Transport'],
      kitsubcategory: 'Takbox',
      status: 'Active', // not a facet of the grid
      unknown: ['a'],
    };
    expect(parseSearchState(hostile as Record<string, string | string[]>)).toEqual({ keyphrase: '', filters: { kitcategory: ['Transport'], kitsubcategory: ['Takbox'] } });
    expect(parseSearchState({ q: ['first', 'second'] })).toEqual({ keyphrase: 'first', filters: {} });
  });

  it('keeps at most 20 distinct values per facet', () => {
    const values = Array.from({ length: 30 }, (_, i) => `v${i}`);
    expect(parseSearchState({ kitcategory: [...values, 'v0'] }).filters.kitcategory).toEqual(values.slice(0, 20));
  });

  it('keeps exactly 200 characters of keyphrase', () => {
    expect(parseSearchState({ q: 'k'.repeat(200) }).keyphrase).toHaveLength(200);
  });
});

describe('searchStateQuery', () => {
  it('writes q and the facet values, and parses back to the same state', () => {
    const state = { keyphrase: 'laddbox 11 kW', filters: { kitcategory: ['Elektronik'], kitsubcategory: ['Laddning', 'Kameror'] } };
    const query = searchStateQuery(state);
    expect(query).toBe('?q=laddbox+11+kW&kitcategory=Elektronik&kitsubcategory=Laddning&kitsubcategory=Kameror');
    expect(parseSearchState(new URLSearchParams(query))).toEqual(state);
  });
  it('is empty for no search', () => {
    expect(searchStateQuery(EMPTY_SEARCH)).toBe('');
  });
});

describe('toggleFilter and isSearching', () => {
  it('switches a value on and off, dropping an emptied facet', () => {
    const on = toggleFilter(EMPTY_SEARCH, 'kitcategory', 'Transport');
    expect(on.filters).toEqual({ kitcategory: ['Transport'] });
    expect(isSearching(on)).toBe(true);
    const off = toggleFilter(on, 'kitcategory', 'Transport');
    expect(off.filters).toEqual({});
    expect(isSearching(off)).toBe(false);
    expect(isSearching({ keyphrase: 'a', filters: {} })).toBe(true);
  });
});
