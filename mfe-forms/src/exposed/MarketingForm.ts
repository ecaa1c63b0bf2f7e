import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { MarketingFormProps } from '@showroom/contracts';
import { MarketingForm } from '../marketing-form/MarketingForm';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "marketing-form-data" */ '../marketing-form/loadMarketingForm')).loadMarketingForm(ctx);

/** mfe-forms/MarketingForm: the marketing provider's form by its id (a content block; partners: <showroom-marketing-form form-id>). */
export default defineRemoteModule<MarketingFormProps>({ Component: MarketingForm, loadData });
