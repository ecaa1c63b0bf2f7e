import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { SellCarFormProps } from '@showroom/contracts';
import { SellCarForm } from '../sell-car/SellCarForm';
import { loadSellCarForm } from '../sell-car/loadSellCarForm';

/** mfe-forms/SellCarForm: the sell-car page (the full form) and the partner element (the short one, or the full one on request). */
export default defineRemoteModule<SellCarFormProps>({ Component: SellCarForm, loadData: loadSellCarForm });
