import type { CarHeadline } from '@showroom/contracts';
import { carTitle, priceDisplay } from '@showroom/cars';
import { formatMileage, formatPrice, type MileageUnit, type TextKey } from '@showroom/i18n';
import type { Currency, SiteCode } from '@showroom/sites';

const MILEAGE_UNITS: readonly MileageUnit[] = ['mil', 'km', 'miles'];

export interface KeyFact {
  label: TextKey;
  value: string;
}

/** Year, mileage with its unit, fuel and gearbox, in that order; facts the car lacks are left out. */
export function keyFacts(car: CarHeadline, intl: string): KeyFact[] {
  const unit = MILEAGE_UNITS.find((u) => u === car.car_odometer_unit) ?? 'km';
  const facts: (KeyFact | null)[] = [
    car.car_year != null ? { label: 'carDetail.year', value: String(car.car_year) } : null,
    car.car_mileage != null ? { label: 'carDetail.mileage', value: formatMileage(car.car_mileage, unit, intl) } : null,
    car.car_fuel ? { label: 'carDetail.fuel', value: car.car_fuel } : null,
    car.car_gearbox ? { label: 'carDetail.gearbox', value: car.car_gearbox } : null,
  ];
  return facts.filter((fact): fact is KeyFact => fact !== null);
}

export interface HeadlinePrice {
  /** The price to pay, formatted: the campaign price when there is one. */
  text: string;
  /** The retail price a campaign price replaces, formatted. */
  wasText?: string;
  /** LCV prices are shown without VAT (spec 2, car record). */
  exclVat: boolean;
  campaign: boolean;
}

/** The headline's price by the shared card rules (campaign, retail, LCV excl. VAT), formatted for the page. */
export function headlinePrice(car: CarHeadline, intl: string, site?: SiteCode): HeadlinePrice {
  const price = priceDisplay(car, site);
  const currency = car.car_price_currency as Currency;
  return {
    text: formatPrice(price.amount, currency, intl),
    ...(price.was !== undefined ? { wasText: formatPrice(price.was, currency, intl) } : {}),
    exclVat: price.exclVat,
    campaign: price.campaign,
  };
}

/** The page title: brand, model and version. */
export const headlineTitle = (car: CarHeadline): string => carTitle(car);
