import { sampleCars } from '../testing/sampleCars';
import { FIRST_SCREEN_CARDS, firstRenderedCards } from './firstRenderedCards';

const cars = sampleCars(60);
const page1 = cars.slice(0, 48);

describe('firstRenderedCards', () => {
  it('renders the first screen of a new list at once when the slots in view are unknown: 8 of 48', () => {
    expect(FIRST_SCREEN_CARDS).toBe(8);
    expect(firstRenderedCards(page1, cars.slice(12, 60))).toEqual({ from: 0, to: 8 });
    expect(firstRenderedCards([], page1)).toEqual({ from: 0, to: 8 });
  });

  it('renders the slots in view of a new list at once', () => {
    // One row of three (a 1024 x 768 laptop).
    expect(firstRenderedCards(page1, cars.slice(12, 60), () => ({ from: 0, to: 3 }))).toEqual({ from: 0, to: 3 });
    // Rows 4 to 6 of four, scrolled to.
    expect(firstRenderedCards(page1, cars.slice(12, 60), () => ({ from: 16, to: 28 }))).toEqual({ from: 16, to: 28 });
  });

  it('renders as many of the last slots when the new list ends before the slots in view', () => {
    // 12 slots in view (16 to 27), a new list of 24: its last 12, 12 to 23.
    expect(firstRenderedCards(page1, cars.slice(0, 24).reverse(), () => ({ from: 16, to: 28 }))).toEqual({ from: 12, to: 24 });
    // A new list of 5: all of it.
    expect(firstRenderedCards(page1, cars.slice(50, 55), () => ({ from: 16, to: 28 }))).toEqual({ from: 0, to: 5 });
    // An empty list: nothing.
    expect(firstRenderedCards(page1, [], () => ({ from: 16, to: 28 }))).toEqual({ from: 0, to: 0 });
  });

  it('renders a short new list whole', () => {
    expect(firstRenderedCards(page1, cars.slice(50, 53))).toEqual({ from: 0, to: 3 });
  });

  it('renders every card when the list only grows (show more), wherever the visitor is', () => {
    // 48 + 12 more: all 60, the 12 new ones included.
    expect(firstRenderedCards(page1, cars)).toEqual({ from: 0, to: 60 });
    // The slots in view are not measured then (a read of the page's layout for nothing).
    const measure = jest.fn(() => ({ from: 40, to: 48 }));
    expect(firstRenderedCards(page1, cars, measure)).toEqual({ from: 0, to: 60 });
    expect(measure).not.toHaveBeenCalled();
  });

  it('treats the same first cars in another order as a new list', () => {
    expect(firstRenderedCards(page1, [...page1].reverse())).toEqual({ from: 0, to: 8 });
  });
});
