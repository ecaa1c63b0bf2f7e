import type { Car } from '@showroom/contracts';
import { carTitle, priceDisplay } from '@showroom/cars';
import type { SiteCode } from '@showroom/sites';

/** UN/CEFACT codes schema.org uses for distances; a Swedish "mil" is 10 km. */
const ODOMETER: Record<string, { unitCode: string; factor: number }> = {
  km: { unitCode: 'KMT', factor: 1 },
  mil: { unitCode: 'KMT', factor: 10 },
  miles: { unitCode: 'SMI', factor: 1 },
};

export interface StructuredDataContext {
  site: SiteCode;
  /** The page's absolute URL (the offer's url). */
  url: string;
  /** The origin images are served from, to make their URLs absolute. */
  origin: string;
  sellerName?: string | null;
}

type Json = { [key: string]: Json } | Json[] | string | number | boolean;

/**
 * schema.org Car with its Offer (spec: structured data for search engines), holding only what the
 * car has: a property without a value is left out rather than sent empty, which validators reject.
 */
export function carStructuredData(car: Car, ctx: StructuredDataContext): Record<string, Json> {
  const price = priceDisplay(car, ctx.site);
  const data: Record<string, Json> = { '@context': 'https://schema.org', '@type': 'Car', name: carTitle(car), brand: { '@type': 'Brand', name: car.car_brand }, model: car.car_model, url: ctx.url };
  if (car.car_year) data.vehicleModelDate = String(car.car_year);
  if (car.car_fuel) data.fuelType = car.car_fuel;
  if (car.car_gearbox) data.vehicleTransmission = car.car_gearbox;
  if (car.car_color) data.color = car.car_color;
  if (car.car_body) data.bodyType = car.car_body;
  if (car.car_chassino) data.vehicleIdentificationNumber = car.car_chassino;
  if (car.car_condition) data.itemCondition = car.car_is_used ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition';
  const unit = ODOMETER[car.car_odometer_unit ?? 'km'];
  if (car.car_mileage != null && unit) data.mileageFromOdometer = { '@type': 'QuantitativeValue', value: car.car_mileage * unit.factor, unitCode: unit.unitCode };
  const images = (car.car_images ?? []).map((image) => absolute(image.original, ctx.origin)).filter(Boolean);
  if (images.length) data.image = images.slice(0, 10);
  const offer: Record<string, Json> = { '@type': 'Offer', price: price.amount, priceCurrency: car.car_price_currency, availability: 'https://schema.org/InStock', url: ctx.url };
  const seller = ctx.sellerName ?? car.car_site_name;
  if (seller) offer.seller = { '@type': 'AutoDealer', name: seller };
  data.offers = offer;
  return data;
}

function absolute(url: string, origin: string): string {
  if (/^https?:\/\//.test(url)) return url;
  return url.startsWith('/') && origin ? `${origin}${url}` : '';
}
