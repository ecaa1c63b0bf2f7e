import type { CarCard } from '@showroom/contracts';
import type { SiteCode } from '@showroom/sites';
import { isLcv } from './priceRules';
import { vatRateFor, withoutVat } from './vatRates';

export type LeasingKind = 'private' | 'company';

export interface LeasingPrice {
  kind: LeasingKind;
  /** Monthly cost in the car's currency. */
  amount: number;
  exclVat: boolean;
}

type LeasedCar = Pick<CarCard, 'car_price_currency' | 'car_vehicle_type_code' | 'car_privateleasing_monthly_cost' | 'car_companyleasing_monthly_cost'>;

const offered = (cost: number | null | undefined): cost is number => typeof cost === 'number' && Number.isFinite(cost) && cost > 0;

/**
 * The monthly leasing costs a card shows (spec 2 "Calculators"): private leasing with VAT, company
 * leasing without. The index stores each as it is quoted (private with VAT, company without), so
 * only an LCV's private leasing is converted, at the site's rate, since an LCV shows no VAT-inclusive
 * price; when the rate is unknown that line is left out rather than shown with VAT.
 */
export function leasingPrices(car: LeasedCar, site?: SiteCode): LeasingPrice[] {
  const prices: LeasingPrice[] = [];
  const privateCost = car.car_privateleasing_monthly_cost;
  if (offered(privateCost)) {
    if (!isLcv(car)) prices.push({ kind: 'private', amount: privateCost, exclVat: false });
    else {
      const rate = vatRateFor(site, car.car_price_currency);
      if (rate !== undefined) prices.push({ kind: 'private', amount: withoutVat(privateCost, rate), exclVat: true });
    }
  }
  const companyCost = car.car_companyleasing_monthly_cost;
  if (offered(companyCost)) prices.push({ kind: 'company', amount: companyCost, exclVat: true });
  return prices;
}
