import type { Car, PrivateLeasingOption } from '@showroom/contracts';
import { leasingPrices } from '@showroom/cars';
import type { SiteCode } from '@showroom/sites';

// Private leasing has no calculator: the upstream sends ready texts (spec 2 "Private leasing
// option") and the car record the monthly cost. It is shown with VAT, except on an LCV, whose prices
// are all shown without VAT (spec 2 "Car record"); that rule lives in @showroom/cars.

export type PrivateLeasingCar = Pick<Car, 'car_price_currency' | 'car_vehicle_type_code' | 'car_privateleasing_monthly_cost'>;

export interface PrivateLeasingView {
  title: string;
  salesText?: string;
  isCampaign: boolean;
  /** Contract facts as the upstream words them ("36 månader", "1 500 mil/år", ...). */
  monthsText?: string;
  mileageText?: string;
  startFeeText?: string;
  invoiceFeeText?: string;
  /** The monthly cost to show and whether it is without VAT; null when the car record has none (or an LCV's rate is unknown). */
  monthlyCost: { amount: number; exclVat: boolean } | null;
  /** The upstream's ready monthly cost text; it includes VAT, so it is left out when the cost is shown without. */
  monthlyCostText?: string;
  disclaimer?: string;
}

/** What the private leasing card shows. */
export function privateLeasingView(option: PrivateLeasingOption, car: PrivateLeasingCar, site?: SiteCode): PrivateLeasingView {
  const price = leasingPrices(
    {
      car_price_currency: car.car_price_currency,
      car_vehicle_type_code: car.car_vehicle_type_code,
      car_privateleasing_monthly_cost: car.car_privateleasing_monthly_cost,
      car_companyleasing_monthly_cost: null,
    },
    site,
  ).find((p) => p.kind === 'private');
  const monthlyCost = price ? { amount: price.amount, exclVat: price.exclVat } : null;
  return {
    title: option.title,
    salesText: option.sales_text,
    isCampaign: option.is_campaign === true,
    monthsText: option.months_text,
    mileageText: option.mileage_text,
    startFeeText: option.start_fee_text,
    invoiceFeeText: option.invoice_fee_text,
    monthlyCost,
    monthlyCostText: monthlyCost?.exclVat ? undefined : option.monthly_cost_text,
    disclaimer: option.disclaimer,
  };
}
