import type { CarHeadline, CompareItem } from '@showroom/contracts';
import { carTitle } from '@showroom/cars';
import { headlinePrice } from '../headline/headlineFacts';

/** What the compare list keeps of this car: the same shape mfe-search puts on the bus. */
export function compareItemFor(car: CarHeadline, intl: string): CompareItem {
  return {
    car_id: car.car_id,
    slug: car.slug,
    title: carTitle(car),
    ...(car.car_primary_image ? { image: car.car_primary_image.thumbnail_url } : {}),
    price_text: headlinePrice(car, intl).text,
  };
}
