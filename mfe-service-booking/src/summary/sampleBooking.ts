import type { WorkshopSite } from '@showroom/contracts/mechmate';
import type { BookingStore, SelectedService } from '../flow/flowState';

// Test data only: a booking at the contact step, with a known price, a unit-priced add-on and an unknown price.

export const MOLNDAL: WorkshopSite = {
  departmentId: '015.3',
  siteId: 'molndal',
  siteName: 'Bilhuset Mölndal',
  address: 'Kvarnbygatan 2, 431 34 Mölndal',
  latitude: 57.6554,
  longitude: 12.0138,
  brands: ['Volvo'],
  firstTimeSlot: null,
};

const service = (code: string, name: string, price: number | null, extra: Partial<SelectedService> = {}): SelectedService => ({
  code,
  name,
  price,
  priceKnown: price !== null,
  priceDiscount: 0,
  category: 'Service',
  type: 'service',
  units: null,
  unitAbbreviation: null,
  userInput: null,
  ...extra,
});

export const SAMPLE_SERVICES: Record<string, SelectedService> = {
  'oil-change': service('oil-change', 'Oljebyte', 1495),
  'brake-check': service('brake-check', 'Bromskontroll', null),
  'wiper-blades': service('wiper-blades', 'Torkarblad', 250, { type: 'addon', category: 'Tillval', units: 2, unitAbbreviation: 'st' }),
};

export function sampleBooking(overrides: Partial<BookingStore> = {}): BookingStore {
  return {
    registrationNumber: 'ABC123',
    location: { name: 'Göteborg', latitude: 57.7089, longitude: 11.9746, placeId: 'se-goteborg', region: 'Västra Götaland' },
    lat: 57.7089,
    lng: 11.9746,
    region: 'Västra Götaland',
    car: { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true },
    milage: null,
    bookingState: 5,
    displayState: 4,
    maxBookingState: 4,
    services: SAMPLE_SERVICES,
    bookingInfo: { addons: true, workshop: MOLNDAL, timeSlot: { date: '2026-03-03', time: '09:30', isFullDay: false }, id: null },
    ...overrides,
  };
}
