import type { CarHeadline } from '@showroom/contracts';
import { getEventBus, toggleCompareOnBus, useBusState } from '@showroom/event-bus';
import { ToggleButton } from '@showroom/ui';
import { compareItemFor } from '@showroom/cars';
import { translate } from '@showroom/i18n';
import type { Language, SiteCode } from '@showroom/sites';

/**
 * Adds the car to the compare list or removes it. The list lives on the page's bus, so the
 * header count, mfe-search's cards and its compare bar follow; aria-pressed tells the state.
 */
export function CompareToggle({ car, intl, label, site, language }: { car: CarHeadline; intl: string; label: string; site: SiteCode; language: Language }) {
  // The server snapshot is the empty list, so the first client render matches the server HTML.
  const list = useBusState('compare', []);
  const pressed = list.some((c) => c.car_id === car.car_id);
  return (
    <ToggleButton
      pressed={pressed}
      onPressedChange={(next) => {
        const bus = getEventBus();
        // The same item a list card puts on the bus (an LCV's price without VAT keeps its label).
        toggleCompareOnBus(bus, compareItemFor(car, intl, site, translate(language, 'price.exclVat')));
        bus.emit('dataLayer', { event: 'compare', action: next ? 'add' : 'remove', car_id: car.car_id });
      }}
    >
      {label}
    </ToggleButton>
  );
}
