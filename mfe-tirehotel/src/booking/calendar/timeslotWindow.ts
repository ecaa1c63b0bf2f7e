import { TIRE_HOTEL } from '@showroom/contracts/tirehotel';
import { addDays, addMonths, type IsoDate } from './isoDate';

/** Spec 3 §7.5 and §9: days are asked for from today plus 3 days to today plus 3 months. */
export function timeslotWindow(today: IsoDate): { startDate: IsoDate; endDate: IsoDate } {
  return { startDate: addDays(today, TIRE_HOTEL.windowStartDays), endDate: addMonths(today, TIRE_HOTEL.windowEndMonths) };
}
