import type { Car } from '@showroom/contracts';
import type { TextKey } from '@showroom/i18n';

/** Spec 2 §9: technical data shows the first 5 rows, then all. */
export const TECHNICAL_ROWS_INITIAL = 5;

/** The technical values of the car record (spec 2 §3), in the order the table lists them. */
export const TECHNICAL_FIELDS = [
  ['car_power_text', 'carSections.technical.power'],
  ['car_acceleration', 'carSections.technical.acceleration'],
  ['car_fuel_combined', 'carSections.technical.fuelCombined'],
  ['car_emission', 'carSections.technical.emission'],
  ['car_electric_range', 'carSections.technical.electricRange'],
  ['car_electric_consumption', 'carSections.technical.electricConsumption'],
  ['car_battery_size', 'carSections.technical.batterySize'],
  ['car_ac_charging_speed', 'carSections.technical.acCharging'],
  ['car_dc_charging_speed', 'carSections.technical.dcCharging'],
  ['car_fuel_tank_capacity', 'carSections.technical.fuelTank'],
  ['car_service_weight', 'carSections.technical.serviceWeight'],
  ['car_cargo_volume', 'carSections.technical.cargoVolume'],
  ['car_length', 'carSections.technical.length'],
  ['car_width', 'carSections.technical.width'],
  ['car_height', 'carSections.technical.height'],
] as const satisfies readonly (readonly [keyof Car, TextKey])[];

export type TechnicalField = (typeof TECHNICAL_FIELDS)[number][0];
export type TechnicalCar = Partial<Pick<Car, TechnicalField>>;

export interface TechnicalRow {
  field: TechnicalField;
  label: TextKey;
  value: string;
}

/** The technical values the car has, in table order; missing and blank ones are left out. */
export function technicalRows(car: TechnicalCar): TechnicalRow[] {
  return TECHNICAL_FIELDS.flatMap(([field, label]) => {
    const value = car[field]?.trim();
    return value ? [{ field, label, value }] : [];
  });
}

/** How many rows show: the first 5 until all are asked for. */
export function visibleRowCount(total: number, showAll: boolean): number {
  return showAll ? total : Math.min(total, TECHNICAL_ROWS_INITIAL);
}
