import type { Car } from '@showroom/contracts';
import type { SiteDefinition } from '@showroom/sites';
import { hasUkFinance } from '../calculators';

/** What the widget needs of the car record. */
export type FinanceWidgetCar = Pick<Car, 'car_id' | 'car_site_id' | 'car_is_used' | 'car_is_sample'>;

/**
 * The widget is UK-only: the site has the ukFinance feature, and the car is pre-owned (codeweaver is
 * asked with Country GB, Status Preowned) and has a dealer to ask with. A car not marked either way
 * counts as pre-owned: premium-uk lists used cars.
 */
export function showsFinanceWidget(site: Pick<SiteDefinition, 'features'>, car: FinanceWidgetCar): boolean {
  const preowned = car.car_is_used !== false && car.car_is_sample !== true;
  return hasUkFinance(site) && preowned && Boolean(car.car_site_id);
}
