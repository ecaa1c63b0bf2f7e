import type { Car, LeasingListItem } from '@showroom/contracts';
import { leasingPrices, type LeasingKind } from '@showroom/cars';
import type { SiteCode } from '@showroom/sites';

export type LeasingCar = Pick<Car, 'car_price_currency' | 'car_vehicle_type_code'>;

export interface LeasingCardData {
  kind: LeasingKind;
  title: string;
  /** Monthly cost as shown: with VAT for private leasing, without for company leasing and for an LCV. */
  amount: number;
  exclVat: boolean;
  description?: string;
  /** Months. */
  duration?: number;
  /** Yearly mileage in the market's unit. */
  mileage?: number;
}

/**
 * The car_leasing_options as cards, by the same VAT rules as the car cards (leasingRules):
 * private leasing with VAT, company leasing without, an LCV's private leasing converted to without
 * VAT at the site's rate. An option those rules leave out (no cost, or an LCV's private leasing at
 * an unknown rate) is left out here too. monthly_cost_text is not used: the upstream writes it in
 * one language and with VAT, which an LCV must not show.
 */
export function leasingCards(options: readonly LeasingListItem[], car: LeasingCar, site?: SiteCode): LeasingCardData[] {
  return options.flatMap((option) => {
    const isPrivate = option.leasing_type === 'Private';
    const [price] = leasingPrices(
      {
        car_price_currency: car.car_price_currency,
        car_vehicle_type_code: car.car_vehicle_type_code,
        car_privateleasing_monthly_cost: isPrivate ? option.monthly_cost : null,
        car_companyleasing_monthly_cost: isPrivate ? null : option.monthly_cost,
      },
      site,
    );
    if (!price) return [];
    const description = option.description?.trim();
    return [
      {
        kind: price.kind,
        title: option.title,
        amount: price.amount,
        exclVat: price.exclVat,
        ...(description ? { description } : {}),
        ...(option.duration ? { duration: option.duration } : {}),
        ...(option.mileage ? { mileage: option.mileage } : {}),
      },
    ];
  });
}
