import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { SellCarFormProps } from '@showroom/contracts';
import { SellCarForm } from '../sell-car/SellCarForm';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "sell-car-data" */ '../sell-car/loadSellCarForm')).loadSellCarForm(ctx);

/** mfe-forms/SellCarForm: the sell-car page (the full form) and the partner element (the short one, or the full one on request). */
export default defineRemoteModule<SellCarFormProps>({ Component: SellCarForm, loadData });
