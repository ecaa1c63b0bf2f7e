import { tireHotelRemote } from '@showroom/contracts';
import { defineRemote } from '@showroom/mfe-runtime';

/** mfe-tirehotel: every module of its catalogue entry and the file that implements it (docs/adding-a-module.md). */
export default defineRemote(
  tireHotelRemote,
  {
    TireHotel: () => import('./exposed/TireHotel'),
  },
  { dev: { module: 'TireHotel', site: 'dealergroup-se' } },
);
