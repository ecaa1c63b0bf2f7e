import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { ThemeRoot } from '@showroom/ui';
import { sampleCars } from '../testing/sampleCars';
import { CarListGrid } from './CarListGrid';

const cars = sampleCars(96);
/** What the DOM held after each commit of the grid: `ids` are the cards of the slots not waiting (those shown). */
type Commit = { ids: (string | null)[]; slots: number; pending: number; busy: boolean };
let commits: Commit[] = [];
let root: HTMLElement | null = null;
const grid = (list: typeof cars) => (
  <ThemeRoot theme="dealergroup">
    {/* onRender runs in the commit, after the DOM changed: each pass is seen, though act() runs both. */}
    <Profiler id="grid" onRender={() => root && commits.push(snapshot(root))}>
      <CarListGrid cars={list} site="dealergroup-se" language="sv" carDetailBase="/kop-bil" apiBase="" />
    </Profiler>
  </ThemeRoot>
);
const items = (container: HTMLElement) => [...(container.querySelector('ul')?.children ?? [])];
const cardId = (li: Element) => li.querySelector('[data-car-id]')?.getAttribute('data-car-id') ?? null;
const cardIds = (container: HTMLElement) => items(container).filter((li) => !li.hasAttribute('data-card-pending')).map(cardId).filter((id) => id !== null);
const pending = (container: HTMLElement) => items(container).filter((li) => li.hasAttribute('data-card-pending')).length;
const snapshot = (container: HTMLElement): Commit => ({ ids: cardIds(container), slots: items(container).length, pending: pending(container), busy: container.querySelector('ul')?.getAttribute('aria-busy') === 'true' });

beforeEach(() => {
  commits = [];
  root = null;
});

describe('CarListGrid', () => {
  it('renders every card of the first list (the server rendered them all)', () => {
    const { container } = render(grid(cars.slice(0, 48)));
    expect(cardIds(container)).toHaveLength(48);
    expect(pending(container)).toBe(0);
  });

  it('renders a new list in two passes: the first screen with the answer, the rest after it is painted, in their places', () => {
    jest.useFakeTimers();
    try {
      const first = cars.slice(0, 48);
      const next = cars.slice(48, 96);
      const { rerender } = render(grid(first));
      root = document.body;
      act(() => rerender(grid(next)));
      // 48 slots from the start; 8 cards (two rows of four), the first 8 of the new list, and 40 slots waiting.
      const firstPass = { ids: next.slice(0, 8).map((c) => c.car_id), slots: 48, pending: 40, busy: true };
      expect(commits).toEqual([firstPass]);
      // Fake timers draw a frame every 16 ms: at 15 ms the frame is still to come, so nothing more is rendered.
      act(() => jest.advanceTimersByTime(15));
      expect(commits).toEqual([firstPass]);
      // The frame at 16 ms, then the task queued from it: all 48.
      act(() => jest.advanceTimersByTime(2));
      expect(commits).toEqual([firstPass, { ids: next.map((c) => c.car_id), slots: 48, pending: 0, busy: false }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps its slots and their cards from list to list, each card updated to its new car; a waiting slot keeps its last card, inert, until then', () => {
    jest.useFakeTimers();
    try {
      const first = cars.slice(0, 48);
      const next = cars.slice(48, 96);
      const { container, rerender } = render(grid(first));
      const slotsBefore = items(container);
      const cardsBefore = slotsBefore.map((li) => li.querySelector('article'));
      act(() => rerender(grid(next)));
      // The first pass: the same 48 slot elements; the first 8 cards are the same elements showing the new cars.
      expect(items(container)).toEqual(slotsBefore);
      items(container).forEach((li, i) => expect(li.querySelector('article')).toBe(cardsBefore[i]));
      expect(items(container).slice(0, 8).map(cardId)).toEqual(next.slice(0, 8).map((c) => c.car_id));
      // The 40 waiting slots still hold the first list's cars, inert (not focusable, not read out) and marked waiting,
      // which the grid's styles draw as an empty slot (content-visibility: hidden).
      const waiting = items(container).slice(8);
      expect(waiting.map(cardId)).toEqual(first.slice(8).map((c) => c.car_id));
      expect(waiting.every((li) => li.hasAttribute('inert') && li.hasAttribute('data-card-pending'))).toBe(true);
      expect(items(container).slice(0, 8).some((li) => li.hasAttribute('inert'))).toBe(false);
      // After the frame: every slot shows its new car, in the same card elements, and none is inert.
      act(() => jest.advanceTimersByTime(17));
      expect(items(container)).toEqual(slotsBefore);
      items(container).forEach((li, i) => expect(li.querySelector('article')).toBe(cardsBefore[i]));
      expect(items(container).map(cardId)).toEqual(next.map((c) => c.car_id));
      expect(items(container).some((li) => li.hasAttribute('inert') || li.hasAttribute('data-card-pending'))).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives a longer list new slots that wait empty, and a shorter one only its own slots', () => {
    jest.useFakeTimers();
    try {
      const { container, rerender } = render(grid(cars.slice(0, 10)));
      act(() => rerender(grid(cars.slice(10, 58))));
      // Slots 8 and 9 keep the last list's cars (hidden); slots 10 to 47 are new and hold no card yet.
      expect(items(container)).toHaveLength(48);
      expect(items(container).slice(8).map(cardId)).toEqual([cars[8]!.car_id, cars[9]!.car_id, ...Array<null>(38).fill(null)]);
      act(() => jest.advanceTimersByTime(17));
      expect(items(container).map(cardId)).toEqual(cars.slice(10, 58).map((c) => c.car_id));
      // Three cars: three slots, all shown at once (fewer than a first screen's 8).
      act(() => rerender(grid(cars.slice(60, 63))));
      expect(items(container).map(cardId)).toEqual(cars.slice(60, 63).map((c) => c.car_id));
      expect(pending(container)).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders first the slots the visitor sees, read from the laid-out grid: rows further down, or one row on a laptop', () => {
    jest.useFakeTimers();
    // The grid as a browser lays it out: `columns` slots a row, each row 446 px below the last (430 + a 16 px gap),
    // the first row `top` px from the viewport's top (jsdom's viewport is 768 px high).
    let columns = 4;
    let top = 361;
    const box = jest.spyOn(HTMLLIElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLLIElement) {
      const index = [...(this.parentElement?.children ?? [])].indexOf(this);
      return DOMRect.fromRect({ x: (index % columns) * 300, y: top + Math.floor(index / columns) * 446, width: 284, height: 430 });
    });
    try {
      const [first, second, third] = [cars.slice(0, 48), cars.slice(48, 96), cars.slice(24, 72)];
      const { container, rerender } = render(grid(first));
      // Scrolled 2,500 px down a grid of four: row r spans -2139 + 446r to -1709 + 446r; rows 4 (-355 to 75), 5 and
      // 6 (537 to 967) meet the 768 px viewport, row 7 (983) does not: slots 16 to 27.
      top = 361 - 2500;
      act(() => rerender(grid(second)));
      const shown = items(container).flatMap((li, i) => (li.hasAttribute('data-card-pending') ? [] : [i]));
      expect(shown).toEqual(Array.from({ length: 12 }, (_, i) => 16 + i));
      expect(shown.map((i) => cardId(items(container)[i]!))).toEqual(second.slice(16, 28).map((c) => c.car_id));
      // The first screen's slots wait, with the last list's cars, inert.
      expect(items(container).slice(0, 16).every((li) => li.hasAttribute('inert'))).toBe(true);
      act(() => jest.advanceTimersByTime(17));
      expect(items(container).map(cardId)).toEqual(second.map((c) => c.car_id));
      expect(pending(container)).toBe(0);
      // A laptop's grid of three at the top of the list: rows at 361 (to 791) and 807, below 768: the first three.
      columns = 3;
      top = 361;
      act(() => rerender(grid(third)));
      expect(items(container).flatMap((li) => (li.hasAttribute('data-card-pending') ? [] : [cardId(li)]))).toEqual(third.slice(0, 3).map((c) => c.car_id));
      expect(pending(container)).toBe(45);
      act(() => jest.advanceTimersByTime(17));
      expect(items(container).map(cardId)).toEqual(third.map((c) => c.car_id));
    } finally {
      box.mockRestore();
      jest.useRealTimers();
    }
  });

  it('renders show-more pages whole at once, new cards included', async () => {
    const { container, rerender } = render(grid(cars.slice(0, 48)));
    root = container;
    await act(async () => rerender(grid(cars)));
    // One commit with all 96 cards: none waits.
    expect(commits).toEqual([{ ids: cars.map((c) => c.car_id), slots: 96, pending: 0, busy: false }]);
  });
});
