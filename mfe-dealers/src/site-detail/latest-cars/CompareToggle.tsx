import type { CarCard } from '@showroom/contracts';
import { compareItemFor } from '@showroom/cars';
import { getEventBus, toggleCompareOnBus, useBusState } from '@showroom/event-bus';
import { translate } from '@showroom/i18n';
import type { Language, SiteCode } from '@showroom/sites';
import { ToggleButton } from '@showroom/ui';

/**
 * Adds the car to the compare list or removes it. The list lives on the page's bus, so the header count and
 * mfe-search's compare bar follow; aria-pressed tells the state, the name stays put.
 */
export function CompareToggle({ car, intl, site, language, text, accessibleName }: { car: CarCard; intl: string; site: SiteCode; language: Language; text: string; accessibleName: string }) {
  // The server snapshot is the empty list, so the first client render matches the server HTML.
  const list = useBusState('compare', []);
  const pressed = list.some((c) => c.car_id === car.car_id);
  return (
    <ToggleButton
      pressed={pressed}
      aria-label={accessibleName}
      onPressedChange={(next) => {
        const bus = getEventBus();
        // The same item a list card puts on the bus (an LCV's price without VAT keeps its label).
        toggleCompareOnBus(bus, compareItemFor(car, intl, site, translate(language, 'price.exclVat')));
        bus.emit('dataLayer', { event: 'compare', action: next ? 'add' : 'remove', car_id: car.car_id });
      }}
    >
      {text}
    </ToggleButton>
  );
}
