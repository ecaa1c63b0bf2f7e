import type { CarCard } from '@showroom/contracts';
import type { SiteCode } from '@showroom/sites';
import { vatRateFor, withoutVat } from './vatRates';

/** The price fields the rules read; a card and a full car record both have them. */
export type PricedCar = Pick<CarCard, 'car_price' | 'car_price_currency' | 'car_campaign_price' | 'car_has_campaign_price' | 'car_vehicle_type_code'> & {
  /** Without-VAT prices as the search service sends them on the full record; computed from the rate when absent. */
  car_retail_price_exkl_vat?: number | null;
  car_campaign_price_exkl_vat?: number | null;
};

export type PriceDisplay = {
  /** The price to show: the campaign price when the car has one. */
  amount: number;
  /** The retail price struck through beside a campaign price. */
  was?: number;
  /** LCV prices are shown without VAT (spec 2, car record). */
  exclVat: boolean;
  campaign: boolean;
};

/** True for a light commercial vehicle, whose prices are shown without VAT. */
export function isLcv(car: Pick<CarCard, 'car_vehicle_type_code'>): boolean {
  return car.car_vehicle_type_code?.trim().toUpperCase() === 'LCV';
}

/** True when the car has a campaign price below its ordinary price (a higher "campaign" price is ignored). */
export function hasCampaignPrice(car: PricedCar): boolean {
  return Boolean(car.car_has_campaign_price && car.car_campaign_price != null && car.car_campaign_price < car.car_price);
}

/**
 * Which price a card shows and how: the campaign price with the ordinary one beside it, and for an
 * LCV both without VAT at the site's rate (the index holds prices with VAT). Pass the site: without
 * it the rate comes from the currency, and a EUR LCV stays with VAT and unlabelled rather than wrong.
 */
export function priceDisplay(car: PricedCar, site?: SiteCode): PriceDisplay {
  const campaign = hasCampaignPrice(car);
  const gross: PriceDisplay = campaign
    ? { amount: car.car_campaign_price as number, was: car.car_price, exclVat: false, campaign }
    : { amount: car.car_price, exclVat: false, campaign };
  if (!isLcv(car)) return gross;

  const rate = vatRateFor(site, car.car_price_currency);
  const net = (amount: number, upstream: number | null | undefined) => upstream ?? (rate === undefined ? undefined : withoutVat(amount, rate));
  const retail = net(car.car_price, car.car_retail_price_exkl_vat);
  if (retail === undefined) return gross;
  if (!campaign) return { amount: retail, exclVat: true, campaign };
  const offer = net(car.car_campaign_price as number, car.car_campaign_price_exkl_vat);
  return offer === undefined ? gross : { amount: offer, was: retail, exclVat: true, campaign };
}

/** The deductible-VAT badge shows only on car-store sites, for VAT-eligible cars (spec 2 §2). */
export function showsDeductibleVat(car: Pick<CarCard, 'car_vat_eligible'>, siteFamily: 'carstore' | 'dealergroup' | 'premium'): boolean {
  return siteFamily === 'carstore' && car.car_vat_eligible === true;
}

/** The car's title as cards show it: brand, model and version. */
export function carTitle(car: Pick<CarCard, 'car_brand' | 'car_model' | 'car_version' | 'car_model_text'>): string {
  // car_model_text already carries the brand ("BMW i4"); the brand is only added to the bare model.
  const model = car.car_model_text || [car.car_brand, car.car_model].join(' ');
  return [model, car.car_version].filter(Boolean).join(' ');
}
