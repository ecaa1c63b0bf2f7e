import { canLoadMore } from './loadMore';

describe('canLoadMore', () => {
  it.each([
    // 4 of 9 loaded with a next page: 5 to go.
    [{ loaded: 4, total: 9, hasNext: true, endCursor: 'c' }, true],
    // 8 of 9: 1 to go.
    [{ loaded: 8, total: 9, hasNext: true, endCursor: 'c' }, true],
    // All 9 loaded: hidden, fewer than 12.
    [{ loaded: 9, total: 9, hasNext: false, endCursor: 'c' }, false],
    // All 12 loaded: hidden too, as it would load nothing.
    [{ loaded: 12, total: 12, hasNext: false, endCursor: 'c' }, false],
    // All 16 loaded though the graph says there is more: nothing left to load.
    [{ loaded: 16, total: 16, hasNext: true, endCursor: 'c' }, false],
    // A next page without a cursor cannot be reached.
    [{ loaded: 4, total: 9, hasNext: true, endCursor: null }, false],
    // No results.
    [{ loaded: 0, total: 0, hasNext: false, endCursor: null }, false],
  ])('%o shows the button: %s', (list, shown) => {
    expect(canLoadMore(list)).toBe(shown);
  });
});
