import { sampleCars } from '../testing/sampleCars';
import { FIRST_SCREEN_CARDS, firstRenderedCards } from './firstRenderedCards';

const cars = sampleCars(60);
const page1 = cars.slice(0, 48);

describe('firstRenderedCards', () => {
  it('renders the first screen of a new list at once: 8 of 48', () => {
    expect(FIRST_SCREEN_CARDS).toBe(8);
    expect(firstRenderedCards(page1, cars.slice(12, 60))).toBe(8);
    expect(firstRenderedCards([], page1)).toBe(8);
  });

  it('renders a short new list whole', () => {
    expect(firstRenderedCards(page1, cars.slice(50, 53))).toBe(3);
  });

  it('renders every card when the list only grows (show more)', () => {
    // 48 + 12 more: all 60, the 12 new ones included.
    expect(firstRenderedCards(page1, cars)).toBe(60);
  });

  it('treats the same first cars in another order as a new list', () => {
    expect(firstRenderedCards(page1, [...page1].reverse())).toBe(8);
  });
});
