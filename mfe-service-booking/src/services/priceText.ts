import type { ServiceOffering } from '@showroom/contracts/mechmate';
import type { Translator } from '@showroom/i18n';
import { kronor } from '../flow/kronor';
import type { SelectedService } from '../flow/flowState';
import { lineTotal, totalPrice } from '../flow/selection';

// Spec 3 §9: prices in Swedish format with "kr"; an unknown price carries an asterisk that the disclaimer
// explains (set only at the workshop). Mechmate prices are kronor whatever the page's language.

/** The asterisk that points at the unknown-price note. */
export const UNKNOWN_PRICE_MARK = '*';

/** An offering's price as listed: "4 240 kr", "440 kr/st" per unit, or the workshop's text with the asterisk. */
export function offeringPriceText(t: Translator, offering: ServiceOffering): string {
  if (!offering.priceKnown || offering.price === null) return `${offering.notKnownPriceText ?? t('serviceBookingServices.priceAtWorkshop')}${UNKNOWN_PRICE_MARK}`;
  return `${kronor(offering.price, t.language)}${offering.unitPrice ? offering.unitPrice.postfix : ''}`;
}

/** A chosen unit offering's line: "3 st × 440 kr = 1 320 kr"; null for other offerings or an unknown price. */
export function unitTotalText(t: Translator, service: SelectedService): string | null {
  const total = lineTotal(service);
  if (service.units === null || service.price === null || total === null) return null;
  return t('serviceBookingServices.unitTotal', {
    units: service.units,
    unit: service.unitAbbreviation ?? '',
    price: kronor(service.price, t.language),
    total: kronor(total, t.language),
  });
}

/** The total of a selection (spec 3 §9: sum of price, or price times units), noting prices set at the workshop. */
export function totalText(t: Translator, services: Record<string, SelectedService>): string {
  const { total, someUnknown } = totalPrice(services);
  const amount = kronor(total, t.language);
  return someUnknown ? t('serviceBookingServices.totalPlusUnknown', { total: amount }) : t('serviceBookingServices.total', { total: amount });
}
