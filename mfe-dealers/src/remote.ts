import { dealersRemote } from '@showroom/contracts';
import { defineRemote } from '@showroom/mfe-runtime';

/** mfe-dealers: every module of its catalogue entry and the file that implements it (docs/adding-a-module.md). */
export default defineRemote(
  dealersRemote,
  {
    DealerList: () => import('./exposed/DealerList'),
    SiteDetail: () => import('./exposed/SiteDetail'),
    SiteTeasers: () => import('./exposed/SiteTeasers'),
    DealerPicker: () => import('./exposed/DealerPicker'),
  },
  { dev: { module: 'DealerList', site: 'dealergroup-se' } },
);
