import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { SiteTeasersProps } from '@showroom/contracts';
import { SiteTeasers } from '../site-teasers/SiteTeasers';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "site-teasers-data" */ '../site-teasers/loadSiteTeasers')).loadSiteTeasers(ctx);

/** mfe-dealers/SiteTeasers: dealer sites by the index or a predefined query (a content block). */
export default defineRemoteModule<SiteTeasersProps>({ Component: SiteTeasers, loadData });
