import { carDetailRemote } from '@showroom/contracts';
import { defineRemote } from '@showroom/mfe-runtime';

/** mfe-car-detail: every module of its catalogue entry and the file that implements it (docs/adding-a-module.md). */
export default defineRemote(
  carDetailRemote,
  {
    CarDetail: () => import('./exposed/CarDetail'),
  },
  { dev: { module: 'CarDetail', site: 'dealergroup-se' } },
);
