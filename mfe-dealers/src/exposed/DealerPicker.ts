import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { DealerPickerProps } from '@showroom/contracts';
import { DealerPicker } from '../dealer-picker/DealerPicker';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "dealer-picker-data" */ '../dealer-picker/loadDealerPicker')).loadDealerPicker(ctx);

/**
 * mfe-dealers/DealerPicker: the market's workshop sites as a radio group of cards, for a form (a content
 * block, and what mfe-forms' workshop booking form mounts with an onPick callback).
 */
export default defineRemoteModule<DealerPickerProps>({ Component: DealerPicker, loadData });
