import type { CarCard, CompareItem } from '@showroom/contracts';
import { formatPrice } from '@showroom/i18n';
import { SITES, type SiteCode } from '@showroom/sites';
import { priceCurrency } from './priceCurrency';
import { carTitle, priceDisplay } from './priceRules';

/**
 * What the compare list keeps of a car, the same from a list card and the detail page: id, slug, title, thumbnail and the price the card
 * shows (campaign price, an LCV's without VAT followed by `exclVatText`, e.g. "exkl. moms").
 */
export function compareItemFor(car: CarCard, intl: string, site?: SiteCode, exclVatText = ''): CompareItem {
  const shown = priceDisplay(car, site);
  const currency = priceCurrency(car.car_price_currency, site ? SITES[site].currency : 'SEK');
  const price = formatPrice(shown.amount, currency, intl);
  return {
    car_id: car.car_id,
    slug: car.slug,
    title: carTitle(car).slice(0, 300),
    ...(car.car_primary_image?.thumbnail_url ? { image: car.car_primary_image.thumbnail_url } : {}),
    price_text: (shown.exclVat && exclVatText ? `${price} ${exclVatText}` : price).slice(0, 100),
  };
}
