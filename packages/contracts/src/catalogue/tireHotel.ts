import { tireHotelPropsSchema } from '../props/tireHotel';
import { remoteCatalogue } from './moduleCatalogue';

/** mfe-tirehotel: the tire hotel, from one-time code to booking. */
export const tireHotelRemote = remoteCatalogue('mfe-tirehotel', {
  TireHotel: { kind: 'page', page: 'tireHotel', props: tireHotelPropsSchema, embed: { tag: 'showroom-tire-hotel' }, singleSpa: '@showroom/tire-hotel' },
});
