import { TIRE_HOTEL, type Tire } from '@showroom/contracts/tirehotel';

/** Spec 3 §5.4: tread status 1 means replacement is recommended (the warning card). */
export const needsReplacement = (tires: readonly Tire[]): boolean => tires.some((tire) => tire.wheel.threadStatusId === TIRE_HOTEL.treadStatusReplace);

/** Spec 3 §5.4: any status above 0 shows a warning icon. */
export const hasWarning = (tire: Tire): boolean => tire.wheel.threadStatusId > 0;
