import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { FormPopupProps } from '@showroom/contracts';
import { FormPopup } from '../form-popup/FormPopup';
import { loadFormPopup } from '../form-popup/loadFormPopup';

/** mfe-forms/FormPopup: a button opening a dialog with one form block (a content block; partners: <showroom-form-popup>). */
export default defineRemoteModule<FormPopupProps>({ Component: FormPopup, loadData: loadFormPopup });
