import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { ServiceBookingProps } from '@showroom/contracts';
import { ServiceBooking } from '../booking/ServiceBooking';
import { loadServiceBooking } from '../booking/loadServiceBooking';

/** mfe-service-booking/ServiceBooking: the Swedish service-booking step flow. */
export default defineRemoteModule<ServiceBookingProps>({ Component: ServiceBooking, loadData: loadServiceBooking });
