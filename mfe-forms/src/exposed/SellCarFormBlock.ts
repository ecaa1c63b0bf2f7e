import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { SellCarFormProps } from '@showroom/contracts';
import { SellCarForm } from '../sell-car/SellCarForm';
import { loadSellCarFormBlock } from '../sell-car/loadSellCarForm';

/** mfe-forms/SellCarFormBlock: either sell-car form placed as a content block ("SellCarFormBlock") on any page. */
export default defineRemoteModule<SellCarFormProps>({ Component: SellCarForm, loadData: loadSellCarFormBlock });
