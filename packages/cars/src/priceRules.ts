import type { CarCard } from '@showroom/contracts';

export type PriceDisplay = {
  /** The price to show: the campaign price when the car has one. */
  amount: number;
  /** The retail price struck through beside a campaign price. */
  was?: number;
  /** LCV prices are shown without VAT (spec 2, car record). */
  exclVat: boolean;
  campaign: boolean;
};

/** Which price a card shows and how (campaign, retail, VAT rules). */
export function priceDisplay(car: CarCard): PriceDisplay {
  const exclVat = car.car_vehicle_type_code === 'LCV';
  const campaign = Boolean(car.car_has_campaign_price && car.car_campaign_price != null && car.car_campaign_price < car.car_price);
  if (campaign) return { amount: car.car_campaign_price as number, was: car.car_price, exclVat, campaign };
  return { amount: car.car_price, exclVat, campaign: false };
}

/** The deductible-VAT badge shows only on car-store sites, for VAT-eligible cars (spec 2 §2). */
export function showsDeductibleVat(car: CarCard, siteFamily: 'carstore' | 'dealergroup' | 'premium'): boolean {
  return siteFamily === 'carstore' && car.car_vat_eligible === true;
}

/** The car's title as cards show it: brand, model and version. */
export function carTitle(car: Pick<CarCard, 'car_brand' | 'car_model' | 'car_version' | 'car_model_text'>): string {
  // car_model_text already carries the brand ("BMW i4"); the brand is only added to the bare model.
  const model = car.car_model_text || [car.car_brand, car.car_model].join(' ');
  return [model, car.car_version].filter(Boolean).join(' ');
}

/** The car detail path: `{base}/{car_id}/{slug}`. */
export function carDetailPath(base: string, car: Pick<CarCard, 'car_id' | 'slug'>): string {
  return `${base}/${car.car_id}/${car.slug}`;
}
