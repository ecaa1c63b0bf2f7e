import { serviceBookingRemote } from '@showroom/contracts';
import { defineRemote } from '@showroom/mfe-runtime';

/** mfe-service-booking: every module of its catalogue entry and the file that implements it (docs/adding-a-module.md). */
export default defineRemote(
  serviceBookingRemote,
  {
    ServiceBooking: () => import('./exposed/ServiceBooking'),
  },
  { dev: { module: 'ServiceBooking', site: 'dealergroup-se' } },
);
