import type { CarCard } from '@showroom/contracts';
import { formatMileage, type MileageUnit } from '@showroom/i18n';

const MILEAGE_UNITS: readonly MileageUnit[] = ['mil', 'km', 'miles'];

/** The odometer unit of a car; an unknown or missing one reads as km. */
export function mileageUnit(unit: string | null | undefined): MileageUnit {
  return MILEAGE_UNITS.find((u) => u === unit) ?? 'km';
}

/** What a card lists under its title: year, mileage with unit, fuel, gearbox; facts the car lacks are left out. */
export function cardKeyFacts(car: Pick<CarCard, 'car_year' | 'car_mileage' | 'car_odometer_unit' | 'car_fuel' | 'car_gearbox'>, intl: string): string[] {
  const facts = [
    car.car_year ? String(car.car_year) : '',
    car.car_mileage != null && Number.isFinite(car.car_mileage) ? formatMileage(car.car_mileage, mileageUnit(car.car_odometer_unit), intl) : '',
    car.car_fuel?.trim() ?? '',
    car.car_gearbox?.trim() ?? '',
  ];
  return facts.filter((fact) => fact !== '');
}
