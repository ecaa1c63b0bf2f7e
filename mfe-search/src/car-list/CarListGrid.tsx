import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { CarCard } from '@showroom/contracts';
import type { Language, SiteCode } from '@showroom/sites';
import { afterNextPaint, css, useThemeClass, type ThemedStyles } from '@showroom/ui';
import { CarCardWithCompare } from '../car-card/CarCardWithCompare';
import { carGridStyles } from '../car-card/CarGrid';
import { firstRenderedCards } from './firstRenderedCards';
import { slotsInView } from './slotsInView';

interface CarListGridProps {
  cars: readonly CarCard[];
  site: SiteCode;
  language: Language;
  carDetailBase: string;
  apiBase: string;
}

// A slot waiting for its card is a card high, as the grid's contain-intrinsic-size (here, not in the grid's styles,
// which the home page's car blocks load too): one rule, not an inline style for the browser to parse on each of the
// 40 slots of every filter change. The last list's card it may still hold is not drawn (content-visibility: hidden,
// which keeps the slot's size) and, being inert, neither focusable nor read out.
const listGridStyles: ThemedStyles = (theme) => css`
  ${carGridStyles(theme)};
  & > li[data-card-pending] {
    min-height: 430px;
    content-visibility: hidden;
  }
`;
// Memoised: a waiting slot keeps its last card, unchanged, and React skips it.
const SlotCard = memo(CarCardWithCompare);
const PENDING_SLOT = { 'data-card-pending': '', inert: true } as const;

/**
 * The list's cards. Memoised on the cars: a filter change first renders the list as pending with
 * the same cars, and re-rendering 48 cards then would hold the main thread (and so the search
 * requests, which the browser starts only once it is free) for tens of milliseconds.
 *
 * New cars come in two renders: the cards of the slots in view with the answer, and the rest in a task after
 * that screen is painted. Building 48 cards took most of the time from the answer to the painted list,
 * and the visitor sees two rows of them at most (issue 14, bench:search-ui). Until then the other slots wait in
 * their places in the grid, a card high and showing nothing, so nothing moves. Not a transition: React
 * renders those in 5 ms slices, and at a phone's speed the last card came a second after the first.
 *
 * The slots in view are read from the grid as the last frame laid it out, in the render of the new cars: a layout
 * effect would come after that render, and a second render in the same task to use it would cost more than it saves.
 *
 * The slots are kept from list to list (keyed by position) and a card in a slot is updated to its new car,
 * not replaced: removing the last list's 48 cards (their DOM, their effects) was about two fifths of the
 * answer's render, in the task the visitor waits on (a CPU profile of bench:search-ui, 2026-12-07). A waiting
 * slot keeps its last card, hidden, until the second render gives it its own.
 */
export const CarListGrid = memo(function CarListGrid({ cars, site, language, carDetailBase, apiBase }: CarListGridProps) {
  // A list whose every card has been rendered (what the server rendered, at first): what the next list is
  // compared with. A list that only added cars rendered whole at once, and needs no second pass.
  const [whole, setWhole] = useState(cars);
  const list = useRef<HTMLUListElement>(null);
  const shown = useMemo(
    () => (whole === cars ? { from: 0, to: cars.length } : firstRenderedCards(whole, cars, () => slotsInView(list.current))),
    [whole, cars],
  );
  const waiting = shown.to - shown.from < cars.length;
  useEffect(() => {
    if (!waiting) return undefined;
    return afterNextPaint(() => setWhole(cars));
  }, [waiting, cars]);
  return (
    // aria-busy while cards are still to come, so assistive technology waits for the whole list.
    <ul ref={list} className={useThemeClass(listGridStyles)} aria-busy={waiting || undefined}>
      {cars.map((car, index) => {
        const now = index >= shown.from && index < shown.to;
        // A waiting slot's card: the last list's car in this place, if it had one.
        const slotCar = now ? car : whole[index];
        return (
          // Keyed by position: the slot is the place in the grid, not the car in it (above).
          <li key={index} {...(now ? {} : PENDING_SLOT)}>
            {slotCar ? <SlotCard car={slotCar} site={site} language={language} carDetailBase={carDetailBase} apiBase={apiBase} eagerImage={index < 4} priorityImage={index === 0} /> : null}
          </li>
        );
      })}
    </ul>
  );
});
