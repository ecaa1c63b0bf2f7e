import type { CarCard } from '@showroom/contracts';
import { carTitle } from '@showroom/cars';
import { getEventBus, toggleCompareOnBus, useBusState } from '@showroom/event-bus';
import { formatPrice } from '@showroom/i18n';
import { ToggleButton } from '@showroom/ui';
import type { Currency } from '@showroom/sites';

/** Adds the car to the compare list or removes it; the list lives on the bus, so the header and other remotes follow. */
export function CompareToggle({ car, intl, labels }: { car: CarCard; intl: string; labels: { text: string; accessibleName: string } }) {
  const list = useBusState('compare', []);
  const pressed = list.some((c) => c.car_id === car.car_id);
  const title = carTitle(car);
  return (
    <ToggleButton
      size="sm"
      pressed={pressed}
      // The name stays put; aria-pressed tells whether the car is in the list.
      aria-label={labels.accessibleName}
      onPressedChange={(next) => {
        const bus = getEventBus();
        toggleCompareOnBus(bus, {
          car_id: car.car_id,
          slug: car.slug,
          title,
          ...(car.car_primary_image ? { image: car.car_primary_image.thumbnail_url } : {}),
          price_text: formatPrice(car.car_price, car.car_price_currency as Currency, intl),
        });
        bus.emit('dataLayer', { event: 'compare', action: next ? 'add' : 'remove', car_id: car.car_id });
      }}
    >
      {labels.text}
    </ToggleButton>
  );
}
