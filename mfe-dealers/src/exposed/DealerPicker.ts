import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { DealerPickerProps } from '@showroom/contracts';
import { DealerPicker } from '../dealer-picker/DealerPicker';
import { loadDealerPicker } from '../dealer-picker/loadDealerPicker';

/**
 * mfe-dealers/DealerPicker: the market's workshop sites as a radio group of cards, for a form (a content
 * block, and what mfe-forms' workshop booking form mounts with an onPick callback).
 */
export default defineRemoteModule<DealerPickerProps>({ Component: DealerPicker, loadData: loadDealerPicker });
