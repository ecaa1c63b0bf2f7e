import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { MarketingFormProps } from '@showroom/contracts';
import { MarketingForm } from '../marketing-form/MarketingForm';
import { loadMarketingForm } from '../marketing-form/loadMarketingForm';

/** mfe-forms/MarketingForm: the marketing provider's form by its id (a content block; partners: <showroom-marketing-form form-id>). */
export default defineRemoteModule<MarketingFormProps>({ Component: MarketingForm, loadData: loadMarketingForm });
