import { showMoreState, type ShowMoreState } from './paging';

describe('showMoreState', () => {
  it.each<[string, { loaded: number; total: number; page: number }, ShowMoreState]>([
    ['more to load', { loaded: 48, total: 200, page: 0 }, 'visible'],
    ['everything loaded, total under 12', { loaded: 5, total: 5, page: 0 }, 'hidden'],
    ['everything loaded, total of 12 or more (never a button that loads nothing)', { loaded: 60, total: 60, page: 1 }, 'hidden'],
    ['no cars', { loaded: 0, total: 0, page: 0 }, 'hidden'],
    ['page 18: the next page 19 is allowed', { loaded: 912, total: 5000, page: 18 }, 'visible'],
    ['page 19: the next page 20 is above 19', { loaded: 960, total: 5000, page: 19 }, 'error'],
    ['page 19 but everything loaded', { loaded: 960, total: 960, page: 19 }, 'hidden'],
    ['bad numbers', { loaded: Number.NaN, total: 100, page: Number.NaN }, 'error'],
  ])('%s', (_name, input, expected) => {
    expect(showMoreState(input)).toBe(expected);
  });
});
