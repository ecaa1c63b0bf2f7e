import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { SiteDetailProps } from '@showroom/contracts';
import { SiteDetailPage } from '../site-detail/page/SiteDetailPage';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "site-detail-data" */ '../site-detail/data/loadSiteDetail')).loadSiteDetail(ctx);

/** mfe-dealers/SiteDetail: one dealer site's page. */
export default defineRemoteModule<SiteDetailProps>({ Component: SiteDetailPage, loadData });
