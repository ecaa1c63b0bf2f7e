import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { TireHotelProps } from '@showroom/contracts';
import { TireHotel } from '../flow/TireHotel';

/**
 * mfe-tirehotel/TireHotel: the tire-hotel self-service flow. loadData runs on the server only: its code is a chunk of
 * its own, so the browser's first load does not carry it (perf/budgets.json).
 */
export default defineRemoteModule<TireHotelProps>({
  Component: TireHotel,
  loadData: (ctx) => import(/* webpackChunkName: "load-tire-hotel" */ '../flow/loadTireHotel').then((m) => m.loadTireHotel(ctx)),
});
