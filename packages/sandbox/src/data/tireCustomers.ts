import type { Car } from '@showroom/contracts';
import { hashString } from '../random';

export interface TireCustomer {
  regNo: string;
  phone: string;
  brand: string;
  model: string;
}

/**
 * Fixed customers so docs and e2e suites can rely on them whatever the seed (see
 * packages/sandbox/src/tirehotel/README.md): ABC123 all tires fine, DEF456 a tire to replace
 * (status 1), GHI78J another warning (status 2), NOSMS1 login fails, NOTID1 its workshop has no
 * free days, BOKFEL booking is refused. Any other regNo without agreement (e.g. NOAVTAL) gives 404.
 */
export const DEMO_TIRE_CUSTOMERS: readonly TireCustomer[] = [
  { regNo: 'ABC123', phone: '0701234512', brand: 'Volvo', model: 'XC60' },
  { regNo: 'DEF456', phone: '0739876534', brand: 'Volkswagen', model: 'Golf' },
  { regNo: 'GHI78J', phone: '0765554478', brand: 'Kia', model: 'EV6' },
  { regNo: 'NOSMS1', phone: '0700000001', brand: 'Toyota', model: 'Corolla' },
  { regNo: 'NOTID1', phone: '0700000002', brand: 'BMW', model: 'X3' },
  { regNo: 'BOKFEL', phone: '0700000003', brand: 'Ford', model: 'Kuga' },
];

/** The demo registration numbers by the case they produce. */
export const TIRE_TEST_REG_NOS = {
  allTiresFine: 'ABC123',
  replacementRecommended: 'DEF456',
  otherWarning: 'GHI78J',
  loginFails: 'NOSMS1',
  noAvailableDays: 'NOTID1',
  bookingRefused: 'BOKFEL',
  noAgreement: 'NOAVTAL',
} as const;

/** Tire-hotel customers: the demo ones plus every tenth Swedish used car. */
export function generateTireCustomers(cars: readonly Car[]): TireCustomer[] {
  const seeded = cars
    .filter((car) => car.car_price_currency === 'SEK' && car.car_is_used && Number(car.car_id) % 10 === 0 && car.car_regno)
    .map((car) => {
      const digits = String(hashString(car.car_id) % 100_000_000).padStart(8, '0');
      return { regNo: car.car_regno ?? '', phone: `07${digits}`, brand: car.car_brand, model: car.car_model };
    });
  return [...DEMO_TIRE_CUSTOMERS, ...seeded];
}

/** "07*****12": first two and last two digits shown. */
export function obfuscatePhone(phone: string): string {
  return `${phone.slice(0, 2)}${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-2)}`;
}
