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

/** Content blocks a remote renders, by the block's componentName (spec 2 "Other car surfaces"). */
export const BLOCK_MODULES: Partial<Record<string, ExposedModuleId>> = {
  CarOfTheWeek: 'mfe-search/CarOfTheWeek',
  CarTeasers: 'mfe-search/CarTeasers',
  CarSearchHero: 'mfe-search/CarSearchHero',
};
