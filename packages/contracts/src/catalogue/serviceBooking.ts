import { serviceBookingPropsSchema } from '../props/serviceBooking';
import { remoteCatalogue } from './moduleCatalogue';

/** mfe-service-booking: the Swedish service booking flow. */
export const serviceBookingRemote = remoteCatalogue('mfe-service-booking', {
  ServiceBooking: {
    kind: 'page',
    page: 'serviceBooking',
    props: serviceBookingPropsSchema,
    embed: { tag: 'showroom-service-booking' },
    singleSpa: '@showroom/service-booking',
  },
});
