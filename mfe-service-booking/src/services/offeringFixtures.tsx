import type { MechmateCar, ServiceCategory, ServiceOffering } from '@showroom/contracts/mechmate';
import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import { useEffect, useReducer, type ComponentType } from 'react';
import { bookingReducer, initialBookingStore } from '../flow/bookingMachine';
import { STEP, type BookingStore } from '../flow/flowState';
import type { StepProps } from '../flow/stepProps';

// Test data for the services and add-ons steps' tests (not shipped: only tests import it). Prices are what the
// sandbox's catalogue gives ABC123, a 2019 Volvo with a service agreement: base × 1.25 (premium brand)
// × (1 − discount), rounded to ten kronor, e.g. originalservice 3990 × 1.25 × 0.85 = 4239.375 → 4240.

export const VOLVO: MechmateCar = { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true };
export const GOLF: MechmateCar = { registrationNumber: 'DEF456', brand: 'Volkswagen', model: 'Golf', buildYear: 2020, hasServiceAgreement: false, isSupported: true };

const offering = (o: Partial<ServiceOffering> & Pick<ServiceOffering, 'code' | 'name'>): ServiceOffering => ({
  price: null,
  description: `${o.name}, beskrivning.`,
  isAvailable: true,
  priceKnown: o.price !== undefined && o.price !== null,
  notKnownPriceText: null,
  priceDiscount: 0,
  allowUserInput: false,
  unitPrice: null,
  ...o,
});

export const SERVICE_CATEGORIES: ServiceCategory[] = [
  {
    name: 'Service',
    icon: 'service',
    selectionType: null,
    offerings: [
      offering({ code: 'originalservice', name: 'Service enligt serviceprogram', price: 4240, priceDiscount: 15 }),
      // As for an electric car: nothing to change, so not available.
      offering({ code: 'oil-service', name: 'Oljeservice', price: 2010, priceDiscount: 15, isAvailable: false }),
    ],
  },
  {
    name: 'Reparationer',
    icon: 'repair',
    selectionType: null,
    offerings: [
      offering({ code: 'brakes-front', name: 'Bromsbelägg fram', price: 2800, priceDiscount: 10 }),
      offering({ code: 'troubleshooting', name: 'Felsökning', notKnownPriceText: 'Priset sätts på verkstaden', allowUserInput: true }),
    ],
  },
  // An icon name the page does not know.
  { name: 'Däck och hjul', icon: 'hovercraft', selectionType: null, offerings: [offering({ code: 'wheel-change', name: 'Hjulskifte', price: 740 })] },
  // Nothing to offer: not shown.
  { name: 'Tom', icon: 'ac', selectionType: null, offerings: [] },
];

export const ADDON_CATEGORIES: ServiceCategory[] = [
  {
    name: 'Tvätt',
    icon: 'wash',
    selectionType: 'single',
    offerings: [
      offering({ code: 'wash-exterior', name: 'Utvändig tvätt', price: 490 }),
      offering({ code: 'wash-interior', name: 'Invändig rengöring', price: 740 }),
      offering({ code: 'wash-complete', name: 'Komplett rekond', price: 2490 }),
    ],
  },
  {
    name: 'Tillbehör',
    icon: 'accessories',
    selectionType: null,
    offerings: [
      offering({ code: 'wiper-blades', name: 'Torkarblad', price: 440, unitPrice: { minimum: 1, maximum: 3, unit: 'styck', unitAbbreviation: 'st', postfix: '/st' } }),
      offering({ code: 'bulbs', name: 'Glödlampor', notKnownPriceText: 'Priset beror på lamptyp', unitPrice: { minimum: 1, maximum: 6, unit: 'styck', unitAbbreviation: 'st', postfix: '/st' } }),
    ],
  },
];

const GOTEBORG = { name: 'Göteborg', latitude: 57.7089, longitude: 11.9746, placeId: 'se-goteborg', region: 'Västra Götaland' };

/** The store just after the lookup of `car` in Göteborg: the services step open. */
export function atServices(car: MechmateCar = VOLVO): BookingStore {
  return { ...initialBookingStore(car.registrationNumber, GOTEBORG), lat: GOTEBORG.latitude, lng: GOTEBORG.longitude, region: GOTEBORG.region, car, bookingState: 2, displayState: STEP.services, maxBookingState: 4 };
}

/** The store with the brake pads chosen and the add-ons step open. */
export function atAddons(): BookingStore {
  const brakes = SERVICE_CATEGORIES[1]!;
  const chosen = bookingReducer(atServices(), { type: 'toggleOffering', offering: brakes.offerings[0]!, category: brakes, kind: 'service' });
  return bookingReducer(chosen, { type: 'servicesDone' });
}

/** A step bound to the real reducer, as the page binds it; `onState` sees every state it renders. */
export function StepHarness({ Step, initial, supportEmail, onState }: { Step: ComponentType<StepProps>; initial: BookingStore; supportEmail?: string; onState?: (state: BookingStore) => void }) {
  const [state, dispatch] = useReducer(bookingReducer, initial);
  useEffect(() => {
    onState?.(state);
  }, [state, onState]);
  return (
    <ThemeRoot theme="dealergroup">
      <Step t={createTranslator('sv')} language="sv" site="dealergroup-se" apiBase="" state={state} dispatch={dispatch} supportEmail={supportEmail} />
    </ThemeRoot>
  );
}
