import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { ServiceBookingProps } from '@showroom/contracts';
import { ServiceBooking } from '../booking/ServiceBooking';

/**
 * mfe-service-booking/ServiceBooking: the Swedish service-booking step flow. loadData runs on the server only: its
 * code is a chunk of its own, so the browser's first load does not carry it (perf/budgets.json).
 */
export default defineRemoteModule<ServiceBookingProps>({
  Component: ServiceBooking,
  loadData: (ctx) => import(/* webpackChunkName: "load-service-booking" */ '../booking/loadServiceBooking').then((m) => m.loadServiceBooking(ctx)),
});
