import { Bitset } from './bitset';
import { SortOrder } from './sortOrder';

describe('SortOrder', () => {
  // Prices of documents 0..5; sorted ascending by price: 4 (10), 1 (20), 5 (20), 0 (30), 3 (40), 2 (50).
  const prices = [30, 20, 50, 40, 10, 20];
  const order = new SortOrder(prices.length, (a, b) => (prices[a] as number) - (prices[b] as number) || a - b);

  it('pages the matches in sorted order', () => {
    expect(order.page(Bitset.full(6), 0, 10)).toEqual([4, 1, 5, 0, 3, 2]);
    expect(order.page(Bitset.of(6, [0, 2, 5]), 0, 10)).toEqual([5, 0, 2]);
  });

  it('applies offset and limit to the matches only', () => {
    expect(order.page(Bitset.of(6, [0, 1, 2, 3]), 1, 2)).toEqual([0, 3]);
    expect(order.page(Bitset.of(6, [0, 1, 2, 3]), 4, 2)).toEqual([]);
    expect(order.page(Bitset.full(6), 0, 0)).toEqual([]);
  });
});
