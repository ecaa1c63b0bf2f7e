import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { CarDetailProps } from '@showroom/contracts';
import { CarDetailPage } from '../page/CarDetailPage';

/** The page alone: the partner embed takes its data from the host (catalogue data: 'host'), so it needs no loadData. */
export { CarDetailPage as Component };

// The queries and their item schemas in a chunk of their own: a server-rendered page hydrates with its props and
// never runs them in the browser; a slot the server handed over (or a single-spa mount) loads them first.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "car-detail-data" */ '../page/loadCarDetail')).loadCarDetail(ctx);

/** mfe-car-detail/CarDetail: the car detail page. */
export default defineRemoteModule<CarDetailProps>({ Component: CarDetailPage, loadData });
