import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { TireHotelProps } from '@showroom/contracts';
import { TireHotel } from '../flow/TireHotel';
import { loadTireHotel } from '../flow/loadTireHotel';

/** mfe-tirehotel/TireHotel: the tire-hotel self-service flow. */
export default defineRemoteModule<TireHotelProps>({ Component: TireHotel, loadData: loadTireHotel });
