import { formsRemote } from '@showroom/contracts';
import { defineRemote } from '@showroom/mfe-runtime';

/** mfe-forms: every module of its catalogue entry and the file that implements it (docs/adding-a-module.md). */
export default defineRemote(
  formsRemote,
  {
    SellCarForm: () => import('./exposed/SellCarForm'),
  },
  { dev: { module: 'SellCarForm', site: 'carstore-se' } },
);
