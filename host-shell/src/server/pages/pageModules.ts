import type { ExposedModuleId } from '@showroom/contracts';
import type { PageKind } from '@showroom/sites';

/** Which remote module renders each page kind; kinds not listed are content pages of the shell. */
export const PAGE_MODULES: Partial<Record<PageKind, ExposedModuleId>> = {
  carList: 'mfe-search/CarList',
  carDetail: 'mfe-car-detail/CarDetail',
  dealers: 'mfe-dealers/DealerList',
  serviceBooking: 'mfe-service-booking/ServiceBooking',
  kits: 'mfe-kits/KitGrid',
  tireHotel: 'mfe-tirehotel/TireHotel',
  sellCar: 'mfe-forms/SellCarForm',
};

/**
 * Content blocks a remote renders, by the block's componentName. Empty for now: the car search's
 * blocks (car of the week, car teasers, car search hero) register here once mfe-search exposes them.
 */
export const BLOCK_MODULES: Partial<Record<string, ExposedModuleId>> = {};
