import { searchRemote } from '@showroom/contracts';
import { defineRemote } from '@showroom/mfe-runtime';

/** mfe-search: every module of its catalogue entry and the file that implements it (docs/adding-a-module.md). */
export default defineRemote(
  searchRemote,
  {
    CarList: () => import('./exposed/CarList'),
    CarOfTheWeek: () => import('./exposed/CarOfTheWeek'),
    CarTeasers: () => import('./exposed/CarTeasers'),
    CarSearchHero: () => import('./exposed/CarSearchHero'),
  },
  { dev: { module: 'CarList', site: 'dealergroup-se' } },
);
