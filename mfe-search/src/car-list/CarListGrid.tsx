import { memo } from 'react';
import type { CarCard } from '@showroom/contracts';
import type { Language, SiteCode } from '@showroom/sites';
import { CarCardWithCompare } from '../car-card/CarCardWithCompare';
import { CarGrid } from '../car-card/CarGrid';

interface CarListGridProps {
  cars: readonly CarCard[];
  site: SiteCode;
  language: Language;
  carDetailBase: string;
  apiBase: string;
}

/**
 * The list's cards. Memoised on the cars: a filter change first renders the list as pending with
 * the same cars, and re-rendering 48 cards then would hold the main thread (and so the search
 * requests, which the browser starts only once it is free) for tens of milliseconds.
 */
export const CarListGrid = memo(function CarListGrid({ cars, site, language, carDetailBase, apiBase }: CarListGridProps) {
  return (
    <CarGrid>
      {cars.map((car, index) => (
        <li key={car.car_id}>
          <CarCardWithCompare car={car} site={site} language={language} carDetailBase={carDetailBase} apiBase={apiBase} eagerImage={index < 4} priorityImage={index === 0} />
        </li>
      ))}
    </CarGrid>
  );
});
