import type { CarCard } from '@showroom/contracts';
import { getEventBus, toggleCompareOnBus, useBusState } from '@showroom/event-bus';
import { translate } from '@showroom/i18n';
import type { Language, SiteCode } from '@showroom/sites';
import { ToggleButton } from '@showroom/ui';
import { compareItemFor } from '@showroom/cars';

export interface CompareToggleProps {
  car: CarCard;
  intl: string;
  labels: { text: string; accessibleName: string };
  /** The site, so the kept price follows its VAT rules (an LCV's price without VAT). */
  site?: SiteCode;
  /** The page language, to label an LCV's kept price "exkl. moms". */
  language?: Language;
}

/** Adds the car to the compare list or removes it; the list lives on the bus, so the header and other remotes follow. */
export function CompareToggle({ car, intl, labels, site, language }: CompareToggleProps) {
  const list = useBusState('compare', []);
  const pressed = list.some((c) => c.car_id === car.car_id);
  return (
    <ToggleButton
      pressed={pressed}
      // The name stays put; aria-pressed tells whether the car is in the list.
      aria-label={labels.accessibleName}
      onPressedChange={(next) => {
        const bus = getEventBus();
        toggleCompareOnBus(bus, compareItemFor(car, intl, site, language ? translate(language, 'price.exclVat') : ''));
        bus.emit('dataLayer', { event: 'compare', action: next ? 'add' : 'remove', car_id: car.car_id });
      }}
    >
      {labels.text}
    </ToggleButton>
  );
}
