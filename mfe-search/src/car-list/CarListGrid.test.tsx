import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { ThemeRoot } from '@showroom/ui';
import { sampleCars } from '../testing/sampleCars';
import { CarListGrid } from './CarListGrid';

const cars = sampleCars(96);
/** What the DOM held after each commit of the grid. */
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
const cardIds = (container: HTMLElement) => items(container).map((li) => li.querySelector('[data-car-id]')?.getAttribute('data-car-id') ?? null).filter((id) => id !== null);
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

  it('renders show-more pages whole at once, new cards included', async () => {
    const { container, rerender } = render(grid(cars.slice(0, 48)));
    root = container;
    await act(async () => rerender(grid(cars)));
    // One commit with all 96 cards: none waits.
    expect(commits).toEqual([{ ids: cars.map((c) => c.car_id), slots: 96, pending: 0, busy: false }]);
  });
});
