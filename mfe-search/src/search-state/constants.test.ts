import { CAR_LIST_PAGE_SIZE, LAST_PAGE, MAX_PAGE, MAX_REQUEST_LIMIT, RANGE_APPLY_IDLE_MS } from './constants';

it('matches spec 2 §9 and the search service limit', () => {
  expect({ CAR_LIST_PAGE_SIZE, MAX_PAGE, LAST_PAGE, RANGE_APPLY_IDLE_MS, MAX_REQUEST_LIMIT }).toEqual({
    CAR_LIST_PAGE_SIZE: 48,
    MAX_PAGE: 20,
    LAST_PAGE: 19,
    RANGE_APPLY_IDLE_MS: 1500,
    MAX_REQUEST_LIMIT: 100,
  });
});
