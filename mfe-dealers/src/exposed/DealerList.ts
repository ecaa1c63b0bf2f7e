import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { DealerListProps } from '@showroom/contracts';
import { DealerList } from '../dealer-list/DealerList';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "dealer-list-data" */ '../dealer-list/loadDealerList')).loadDealerList(ctx);

/** mfe-dealers/DealerList: the dealer site list page. */
export default defineRemoteModule<DealerListProps>({ Component: DealerList, loadData });
