import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { FormPopupProps } from '@showroom/contracts';
import { FormPopup } from '../form-popup/FormPopup';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "form-popup-data" */ '../form-popup/loadFormPopup')).loadFormPopup(ctx);

/** mfe-forms/FormPopup: a button opening a dialog with one form block (a content block; partners: <showroom-form-popup>). */
export default defineRemoteModule<FormPopupProps>({ Component: FormPopup, loadData });
