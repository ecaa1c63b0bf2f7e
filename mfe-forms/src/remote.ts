import { formsRemote } from '@showroom/contracts';
import { defineRemote } from '@showroom/mfe-runtime';

/** mfe-forms: every module of its catalogue entry and the file that implements it (docs/adding-a-module.md). */
export default defineRemote(
  formsRemote,
  {
    SellCarForm: () => import('./exposed/SellCarForm'),
    FormBuilder: () => import('./exposed/FormBuilder'),
    MarketingForm: () => import('./exposed/MarketingForm'),
    FormPopup: () => import('./exposed/FormPopup'),
    SellCarFormBlock: () => import('./exposed/SellCarFormBlock'),
    WorkshopBookingForm: () => import('./exposed/WorkshopBookingForm'),
  },
  { dev: { module: 'SellCarForm', site: 'carstore-se' } },
);
