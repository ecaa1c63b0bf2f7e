import { carOfTheWeekPropsSchema, carSearchHeroPropsSchema, carTeasersPropsSchema } from './carBlocks';
import { carDetailPropsSchema } from './carDetail';
import { dealerListPropsSchema } from './dealers';
import { sellCarFormPropsSchema } from './forms';
import { kitGridPropsSchema } from './kits';
import { carListPropsSchema } from './search';
import { serviceBookingPropsSchema } from './serviceBooking';
import { tireHotelPropsSchema } from './tireHotel';

// Every exposed module and the schema of its props: the host validates what it sends, each remote
// tests its component against the same schema, so a breaking change fails the remote's own tests.
export const exposedModules = {
  'mfe-search/CarList': carListPropsSchema,
  'mfe-search/CarOfTheWeek': carOfTheWeekPropsSchema,
  'mfe-search/CarTeasers': carTeasersPropsSchema,
  'mfe-search/CarSearchHero': carSearchHeroPropsSchema,
  'mfe-car-detail/CarDetail': carDetailPropsSchema,
  'mfe-dealers/DealerList': dealerListPropsSchema,
  'mfe-service-booking/ServiceBooking': serviceBookingPropsSchema,
  'mfe-kits/KitGrid': kitGridPropsSchema,
  'mfe-tirehotel/TireHotel': tireHotelPropsSchema,
  'mfe-forms/SellCarForm': sellCarFormPropsSchema,
} as const;
export type ExposedModuleId = keyof typeof exposedModules;
export const REMOTE_NAMES = ['mfe-search', 'mfe-car-detail', 'mfe-dealers', 'mfe-service-booking', 'mfe-kits', 'mfe-tirehotel', 'mfe-forms'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Splits 'mfe-search/CarList' into remote and module. */
export function splitModuleId(id: string): { remote: string; module: string } {
  const at = id.indexOf('/');
  return { remote: id.slice(0, at), module: id.slice(at + 1) };
}
