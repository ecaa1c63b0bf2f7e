import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { SellCarFormProps } from '@showroom/contracts';
import { SellCarForm } from '../sell-car/SellCarForm';
import { loadSellCarForm } from '../sell-car/loadSellCarForm';

/** mfe-forms/SellCarForm: the short sell-car / trade-in lead form. */
export default defineRemoteModule<SellCarFormProps>({ Component: SellCarForm, loadData: loadSellCarForm });
