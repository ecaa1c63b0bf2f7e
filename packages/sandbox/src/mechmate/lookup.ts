import { type Car } from '@showroom/contracts';
import { swedishRegNoSchema, type MechmateCar } from '@showroom/contracts/mechmate';
import { hashString } from '../random';

/** Brands booked through their own pages (spec 3, 2.2): the lookup answers isSupported false. */
export const UNSUPPORTED_BRANDS = ['Porsche', 'IVECO'] as const;

/** Fixed vehicles so docs and e2e suites can rely on them whatever the seed. */
export const DEMO_VEHICLES: readonly MechmateCar[] = [
  { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true },
  { registrationNumber: 'DEF456', brand: 'Volkswagen', model: 'Golf', buildYear: 2020, hasServiceAgreement: false, isSupported: true },
  { registrationNumber: 'GHI78J', brand: 'Kia', model: 'EV6', buildYear: 2023, hasServiceAgreement: false, isSupported: true },
  { registrationNumber: 'POR911', brand: 'Porsche', model: '911', buildYear: 2021, hasServiceAgreement: false, isSupported: false },
  { registrationNumber: 'IVE35S', brand: 'IVECO', model: 'Daily', buildYear: 2022, hasServiceAgreement: true, isSupported: false },
];

/** Registration number to vehicle: the demo vehicles plus every Swedish car of the seed. */
export function buildVehicleRegistry(cars: readonly Car[]): Map<string, MechmateCar> {
  const registry = new Map<string, MechmateCar>();
  for (const car of cars) {
    if (car.car_price_currency !== 'SEK' || !car.car_regno) continue;
    registry.set(car.car_regno, {
      registrationNumber: car.car_regno,
      brand: car.car_brand,
      model: car.car_model,
      buildYear: car.car_year ?? 0,
      hasServiceAgreement: hashString(car.car_regno) % 4 === 0,
      isSupported: !(UNSUPPORTED_BRANDS as readonly string[]).includes(car.car_brand),
    });
  }
  for (const vehicle of DEMO_VEHICLES) registry.set(vehicle.registrationNumber, vehicle);
  return registry;
}

/**
 * Registration numbers that answer an error of spec 3 section 8 on purpose, for every endpoint
 * that takes a registration number (the stream sends the code as its error message).
 */
export const ERROR_REGISTRATIONS: Readonly<Record<string, { status: number; code: string }>> = {
  ERR400: { status: 400, code: 'InvalidReg' },
  ERR404: { status: 404, code: 'VehicleNotFound' },
  ERR422: { status: 422, code: 'BrandNotSupported,Tesla' },
  ERR500: { status: 500, code: 'ServerError' },
};

export type VehicleLookup = { vehicle: MechmateCar } | { status: number; code: string };

/** Resolves a raw registration number: a vehicle, or the status and error code to answer. */
export function lookUpVehicle(registry: ReadonlyMap<string, MechmateCar>, raw: string): VehicleLookup {
  const normalised = raw.replace(/\s+/g, '').toUpperCase();
  const forced = ERROR_REGISTRATIONS[normalised];
  if (forced) return forced;
  const regNo = swedishRegNoSchema.safeParse(normalised);
  if (!regNo.success) return { status: 400, code: 'InvalidReg' };
  const vehicle = registry.get(regNo.data);
  return vehicle ? { vehicle } : { status: 404, code: 'VehicleNotFound' };
}

const ELECTRIC_FUELS = new Set(['El', 'Electric', 'Elektrisk', 'Elektro', 'Sähkö']);

/** Registration numbers of the electric cars (no oil to change), the demo Kia EV6 included. */
export function electricRegistrations(cars: readonly Car[]): Set<string> {
  const electric = new Set(cars.flatMap((car) => (car.car_regno && car.car_fuel && ELECTRIC_FUELS.has(car.car_fuel) ? [car.car_regno] : [])));
  electric.add('GHI78J');
  return electric;
}
