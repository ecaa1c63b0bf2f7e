import { memo, useEffect, useState } from 'react';
import type { CarCard } from '@showroom/contracts';
import type { Language, SiteCode } from '@showroom/sites';
import { afterNextPaint, css, useThemeClass, type ThemedStyles } from '@showroom/ui';
import { CarCardWithCompare } from '../car-card/CarCardWithCompare';
import { carGridStyles } from '../car-card/CarGrid';
import { firstRenderedCards } from './firstRenderedCards';

interface CarListGridProps {
  cars: readonly CarCard[];
  site: SiteCode;
  language: Language;
  carDetailBase: string;
  apiBase: string;
}

// A card's slot until its card is rendered is a card high, as the grid's contain-intrinsic-size (here, not in the
// grid's styles, which the home page's car blocks load too): one rule, not an inline style for the browser to parse
// on each of the 40 slots of every filter change.
const listGridStyles: ThemedStyles = (theme) => css`
  ${carGridStyles(theme)};
  & > li[data-card-pending] {
    min-height: 430px;
  }
`;
const PENDING_SLOT = { 'data-card-pending': '' } as const;

/**
 * The list's cards. Memoised on the cars: a filter change first renders the list as pending with
 * the same cars, and re-rendering 48 cards then would hold the main thread (and so the search
 * requests, which the browser starts only once it is free) for tens of milliseconds.
 *
 * New cars come in two renders: the first screen's cards with the answer, and the rest in a task after
 * that screen is painted. Building 48 cards took most of the time from the answer to the painted list,
 * and the visitor sees two rows of them (issue 14, bench:search-ui). Until then the other cars keep
 * their places in the grid, empty and a card high, so nothing moves. Not a transition: React renders
 * those in 5 ms slices, and at a phone's speed the last card came a second after the first.
 */
export const CarListGrid = memo(function CarListGrid({ cars, site, language, carDetailBase, apiBase }: CarListGridProps) {
  // A list whose every card has been rendered (what the server rendered, at first): what the next list is
  // compared with. A list that only added cars rendered whole at once, and needs no second pass.
  const [whole, setWhole] = useState(cars);
  const shown = whole === cars ? cars.length : firstRenderedCards(whole, cars);
  const waiting = shown < cars.length;
  useEffect(() => {
    if (!waiting) return undefined;
    return afterNextPaint(() => setWhole(cars));
  }, [waiting, cars]);
  return (
    // aria-busy while cards are still to come, so assistive technology waits for the whole list.
    <ul className={useThemeClass(listGridStyles)} aria-busy={waiting || undefined}>
      {cars.map((car, index) => (
        <li key={car.car_id} {...(index < shown ? {} : PENDING_SLOT)}>
          {index < shown ? <CarCardWithCompare car={car} site={site} language={language} carDetailBase={carDetailBase} apiBase={apiBase} eagerImage={index < 4} priorityImage={index === 0} /> : null}
        </li>
      ))}
    </ul>
  );
});
