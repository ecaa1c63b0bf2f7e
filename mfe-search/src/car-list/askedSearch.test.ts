import { EMPTY_SEARCH, toggleValue } from '../search-state';
import { askedSearch } from './askedSearch';

describe('askedSearch', () => {
  it('tells each listener of a new search, and none once it has left', () => {
    const store = askedSearch(EMPTY_SEARCH);
    const first = jest.fn();
    const second = jest.fn();
    const leave = store.subscribe(first);
    store.subscribe(second);
    const next = toggleValue(EMPTY_SEARCH, 'car_fuel', 'El');
    store.set(next);
    expect(store.get()).toBe(next);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    leave();
    store.set(EMPTY_SEARCH);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('tells no one when the same search is set again', () => {
    const store = askedSearch(EMPTY_SEARCH);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set(EMPTY_SEARCH);
    expect(listener).not.toHaveBeenCalled();
  });
});
